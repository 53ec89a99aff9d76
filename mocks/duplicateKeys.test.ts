import { describe, expect, it } from 'vitest';
import { firstDuplicateKey } from './validate';

describe('firstDuplicateKey', () => {
  it('finds a key repeated in one object, however it is escaped or nested', () => {
    expect(firstDuplicateKey('{"a":1,"a":2}')).toBe('a');
    expect(firstDuplicateKey('{"a":1,"\\u0061":2}')).toBe('a');
    expect(firstDuplicateKey('{"x":{"b":"}","b":0}}')).toBe('b');
    expect(firstDuplicateKey('[{"c":1},{"d":[{"e":1,"e":1}]}]')).toBe('e');
  });

  it('lets equal keys in different objects, and keys that look alike inside strings, through', () => {
    expect(firstDuplicateKey('{"a":{"a":1},"b":[{"a":1},{"a":2}]}')).toBeNull();
    expect(firstDuplicateKey('{"a":"\\"a\\":1","b":"a"}')).toBeNull();
    expect(firstDuplicateKey('["a","a"]')).toBeNull();
    expect(firstDuplicateKey('42')).toBeNull();
  });
});
