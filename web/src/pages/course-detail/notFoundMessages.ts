import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

// Apart from the course page's texts: the course request and review pages show this screen too, and need no more.
export const courseNotFoundMessages = defineMessages<{
  notFoundTitle: None;
  notFoundText: None;
  notFoundBack: None;
}>({
  notFoundTitle: { id: 'courseDetail.notFound.title', description: 'Heading when the course does not exist' },
  notFoundText: { id: 'courseDetail.notFound.text', description: 'Text when the course does not exist' },
  notFoundBack: { id: 'courseDetail.notFound.back', description: 'Button back to the course list' },
});
