/** Shown in place of an image the server no longer has (404) or could not send. */
export function missingImage(text: string): string {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="110"><rect width="100%" height="100%" fill="#f5f5f5"/>' +
    `<text x="50%" y="50%" fill="#999" font-family="sans-serif" font-size="13" text-anchor="middle" dominant-baseline="middle">${text}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
