import { describe, expect, it } from 'vitest';
import { logoProblem, paragraphs, previewParts } from './preview-model.ts';

describe('preview', () => {
  it('renders a body as plain paragraphs, one per non-empty line, without heading marks', () => {
    expect(paragraphs('## Fees\n\nWe charge nothing.\r\n- Fast\n')).toEqual([
      'Fees',
      'We charge nothing.',
      '- Fast',
    ]);
    expect(paragraphs('')).toEqual([]);
  });

  it('shows news with its summary as the lead', () => {
    const parts = previewParts({
      kind: 'news',
      published: false,
      view: { id: 1, title: 'T', summary: 'S', body: 'a\nb', publishedAt: 0, pinned: false },
    });
    expect(parts).toEqual({ title: 'T', lead: 'S', paragraphs: ['a', 'b'], facts: [] });
  });

  it('shows a banner subtitle, a home figure label and the site logo', () => {
    expect(
      previewParts({
        kind: 'banner',
        published: true,
        view: { id: 1, title: 'B', subtitle: 'Sub', sort: 0, body: '' },
      }).lead,
    ).toBe('Sub');
    expect(
      previewParts({
        kind: 'home-figure',
        published: true,
        view: { key: 'k', value: '24/7', label: 'Support' },
      }),
    ).toMatchObject({ title: '24/7', lead: 'Support' });
    const site = previewParts({
      kind: 'site',
      published: true,
      view: { name: 'N', tagline: 'T', description: 'D', logoUrl: null, supportEmail: null },
    });
    expect(site.facts[0]![0]).toBe('Logo');
  });
});

describe('logo check', () => {
  const MB = 1024 * 1024;
  it.each([
    [{ name: 'a.png', type: 'image/png', size: MB }, null],
    [{ name: 'a.jpg', type: 'image/jpeg', size: 8 * MB - 1 }, null],
    [{ name: 'a.JPEG', type: '', size: 10 }, null],
    [{ name: 'a.gif', type: 'image/gif', size: 10 }, 'Choose a JPG or PNG image.'],
    [{ name: 'a.png', type: 'image/webp', size: 10 }, 'Choose a JPG or PNG image.'],
    [{ name: 'a.png', type: 'image/png', size: 8 * MB }, 'The image must be smaller than 8 MB.'],
    [{ name: 'a.png', type: 'image/png', size: 0 }, 'The file is empty.'],
  ])('%j -> %s', (file, expected) => {
    expect(logoProblem(file)).toBe(expected);
  });
});
