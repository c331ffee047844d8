import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageMeta } from '../../../components/use-page-meta';
import { LibraryList } from '../../../features/videos/components/library-list';
import { usePublicConfig } from '../../../lib/public-config';
import { useSession } from '../../../lib/session';

/** /account/library: everything the customer may watch through what they hold (bought, Fight Pass, given). */
export default function LibraryPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const session = useSession();
  usePageMeta({ title: `${t('account.library.title')} | ${brand.shortName}`, noindex: true });
  return (
    <>
      <PageHeader title={t('account.library.title')} subtitle={t('account.library.subtitle')} />
      {session ? <LibraryList userId={session.userId} /> : null}
    </>
  );
}
