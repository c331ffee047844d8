import { SectionPage } from './section-page';

export default function FightersPage() {
  return <SectionPage titleKey="pages.fightersTitle" emptyKey="pages.fightersEmpty" />;
}
