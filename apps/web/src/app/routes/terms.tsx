import { LegalPage } from './legal-page';

export default function TermsPage() {
  return (
    <LegalPage
      titleKey="pages.termsTitle"
      paragraphKeys={['legal.termsIntro', 'legal.termsAccess', 'legal.termsConduct']}
    />
  );
}
