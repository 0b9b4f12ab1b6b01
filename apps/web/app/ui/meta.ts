/** A page's `<title>` and meta description, the same shape on every route. */
export function pageMeta(title: string, description: string) {
  return [
    { title: `${title} | UpKeep` },
    { name: 'description', content: description },
    { property: 'og:title', content: `${title} | UpKeep` },
    { property: 'og:description', content: description },
  ];
}
