// What a link with a short text ('Mehr', 'More') leads to, read after that text by screen readers
// and crawlers (WCAG 2.4.4, Lighthouse's link-text) and not shown: the heading of the teaser or
// hero the link belongs to. Nothing when the link's own text already names it.

export function LinkPurpose({ text, about }: { text: string; about: string | null | undefined }) {
  if (!about || text.toLowerCase().includes(about.toLowerCase())) return null;
  return <span className="visually-hidden">: {about}</span>;
}
