import { SectionPage } from './section-page';

export default function VideosPage() {
  return <SectionPage titleKey="pages.videosTitle" emptyKey="pages.videosEmpty" />;
}
