import { describe, it, expect, vi, afterEach } from 'vitest';
import { focusFirstInvalid } from '../../src/lib/validate';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const page = () => {
  document.body.innerHTML = `
    <section><h3 id="c-address">Address</h3><p>none yet</p><a id="add" href="#/add">Add</a></section>
    <section><h3 id="c-lines">Line</h3><input id="r1" type="radio" disabled><input id="r2" type="radio"></section>
    <input id="d-type-7">`;
};

describe('focusFirstInvalid: after a failed submit, the first field at fault', () => {
  it('skips ids that are not at fault or not on the page, focuses the first that is and scrolls it to the middle of the screen', () => {
    page();
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    expect(focusFirstInvalid([undefined, false, 'missing', 'd-type-7'])).toBe(true);
    expect(document.activeElement?.id).toBe('d-type-7');
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
  });

  it('an id naming a section heading focuses the section\'s first enabled control', () => {
    page();
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    focusFirstInvalid(['c-lines', 'd-type-7']);
    expect(document.activeElement?.id).toBe('r2');
    focusFirstInvalid(['c-address']);
    expect(document.activeElement?.id).toBe('add');
  });

  it('answers false when nothing is at fault, leaving focus alone', () => {
    page();
    (document.getElementById('d-type-7') as HTMLInputElement).focus();
    expect(focusFirstInvalid([undefined, null, 'nowhere'])).toBe(false);
    expect(document.activeElement?.id).toBe('d-type-7');
  });
});
