import { SectionPage } from './section-page';

export default function EventsPage() {
  return <SectionPage titleKey="pages.eventsTitle" emptyKey="pages.eventsEmpty" />;
}
