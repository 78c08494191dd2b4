import { Booking } from '../modules/bookings/booking.entity.js';
import { BlogPost } from '../modules/blog/blog-post.entity.js';
import { CartItem } from '../modules/cart/cart-item.entity.js';
import { CartParticipant } from '../modules/cart/cart-participant.entity.js';
import { Cart } from '../modules/cart/cart.entity.js';
import { ContactMessage } from '../modules/contact/contact-message.entity.js';
import { Course } from '../modules/courses/course.entity.js';
import { OrderItem } from '../modules/orders/order-item.entity.js';
import { Order } from '../modules/orders/order.entity.js';
import { Participant } from '../modules/participants/participant.entity.js';
import { ServiceOffering } from '../modules/services/service-offering.entity.js';
import { Setting } from '../modules/settings/setting.entity.js';
import { Testimonial } from '../modules/testimonials/testimonial.entity.js';
import { User } from '../modules/users/user.entity.js';

export const entities = [
  User,
  Course,
  ServiceOffering,
  Booking,
  ContactMessage,
  Testimonial,
  Participant,
  BlogPost,
  Cart,
  CartItem,
  CartParticipant,
  Order,
  OrderItem,
  Setting,
];
