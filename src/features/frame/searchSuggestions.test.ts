import { describe, expect, it } from 'vitest';
import { SEARCH_NAMES, searchSuggestions } from './searchSuggestions';

describe('searchSuggestions', () => {
  it('keeps the names that contain the text, ignoring case', () => {
    expect(searchSuggestions('an')).toEqual(['Banana', 'Orange', 'Mango']);
    expect(searchSuggestions('APP')).toEqual(['Apple', 'Pineapple']);
    expect(searchSuggestions('pineapple')).toEqual(['Pineapple']);
  });
  it('gives nothing for no match or an empty query', () => {
    expect(searchSuggestions('kiwi')).toEqual([]);
    expect(searchSuggestions('')).toEqual([]);
    expect(searchSuggestions('   ')).toEqual([]);
  });
  it('searches the five fixed names', () => {
    expect(SEARCH_NAMES).toEqual(['Apple', 'Banana', 'Orange', 'Mango', 'Pineapple']);
    expect(searchSuggestions('a')).toEqual(['Apple', 'Banana', 'Orange', 'Mango', 'Pineapple']);
  });
});
