import { LegalPage } from './legal-page';

export default function PrivacyPage() {
  return (
    <LegalPage
      titleKey="pages.privacyTitle"
      paragraphKeys={['legal.privacyIntro', 'legal.privacyCodes', 'legal.privacyDevices', 'legal.privacyContact']}
    />
  );
}
