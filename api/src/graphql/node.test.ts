import 'reflect-metadata';
import { databaseIdOf, toGlobalId } from './node.js';

describe('databaseIdOf', () => {
  it("reads only a global id of the type asked for, within a table id's range", () => {
    expect(databaseIdOf(toGlobalId('Course', 12), 'Course')).toBe(12);
    expect(databaseIdOf(toGlobalId('Order', 12), 'Course')).toBeNull();
    expect(databaseIdOf('12', 'Course')).toBeNull();
    expect(databaseIdOf(toGlobalId('Course', 2 ** 31 - 1), 'Course')).toBe(2 ** 31 - 1);
    expect(databaseIdOf(toGlobalId('Course', 2 ** 31), 'Course')).toBeNull();
    expect(databaseIdOf(null, 'Course')).toBeNull();
    expect(databaseIdOf(12, 'Course')).toBeNull();
  });
});
