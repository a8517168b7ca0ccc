import { type ContentPreview, IMAGE_MAX_BYTES } from '@platform/contract';

/** A previewed item reduced to what the preview modal shows: a heading, a lead and paragraphs. */
export interface PreviewParts {
  title: string;
  lead: string;
  paragraphs: string[];
  /** Extra facts (a logo address, a figure's key), as label and value. */
  facts: [string, string][];
}

/**
 * The body as plain paragraphs, one per non-empty line. Bodies carry light markup ("## " headings,
 * "- " list items); the preview shows the words, not a second renderer to keep in step with the site.
 */
export function paragraphs(body: string): string[] {
  return body
    .split(/\r?\n/)
    .map((line) => line.replace(/^#{1,6}\s+/, '').trim())
    .filter(Boolean);
}

export function previewParts(preview: ContentPreview): PreviewParts {
  switch (preview.kind) {
    case 'site': {
      const v = preview.view;
      return {
        title: v.name,
        lead: v.tagline,
        paragraphs: paragraphs(v.description),
        facts: [['Logo', v.logoUrl ?? 'none (the name is shown as a word mark)']],
      };
    }
    case 'page':
    case 'help':
      return { title: preview.view.title, lead: '', paragraphs: paragraphs(preview.view.body), facts: [] };
    case 'news':
    case 'notice':
      return {
        title: preview.view.title,
        lead: preview.view.summary,
        paragraphs: paragraphs(preview.view.body),
        facts: [],
      };
    case 'banner':
      return {
        title: preview.view.title,
        lead: preview.view.subtitle,
        paragraphs: paragraphs(preview.view.body),
        facts: [],
      };
    case 'home-hero':
      return { title: preview.view.heroTitle, lead: preview.view.heroSubtitle, paragraphs: [], facts: [] };
    case 'home-feature':
      return { title: preview.view.title, lead: '', paragraphs: paragraphs(preview.view.text), facts: [] };
    case 'home-figure':
      return { title: preview.view.value, lead: preview.view.label, paragraphs: [], facts: [] };
  }
}

const LOGO_TYPES = ['image/jpeg', 'image/png'];

/**
 * Why a chosen logo file cannot be sent, or null when it may. The server checks the bytes again;
 * this spares staff an upload of a file that can only be refused.
 */
export function logoProblem(file: { name: string; type: string; size: number }): string | null {
  // Some systems give no type; the name decides then.
  const fits = file.type ? LOGO_TYPES.includes(file.type) : /\.(jpe?g|png)$/i.test(file.name);
  if (!fits) return 'Choose a JPG or PNG image.';
  if (file.size === 0) return 'The file is empty.';
  if (file.size >= IMAGE_MAX_BYTES) return 'The image must be smaller than 8 MB.';
  return null;
}
