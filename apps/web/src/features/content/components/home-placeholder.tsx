/** The hero's dark shape while the home loads: the page does not flash the welcome before the sections. */
export function HomePlaceholder() {
  return <div className="hero content-hero-placeholder" aria-hidden />;
}
