import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageMeta } from '../../../components/use-page-meta';
import { ReviewDetailView } from '../../../features/fighters/admin/review-detail-view';
import { applicationName } from '../../../features/fighters/admin/review-facts';
import { useFighterReview } from '../../../features/fighters/api/admin-fighter-review';
import { usePublicConfig } from '../../../lib/public-config';
import { useSession } from '../../../lib/session';
import { RequireArea } from './require-area';

/** /admin/fighters/:fighterId (BOOKINGANDTICKETING): one fighter application to review, decide or edit. */
export default function FighterReviewPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const { fighterId = '' } = useParams();
  const session = useSession();
  // The same query the view runs (shared cache), read here for the title; not run without the area.
  const profile = useFighterReview(session?.permissions.includes('BOOKINGANDTICKETING') ? fighterId : undefined).data
    ?.profile;
  const name = profile ? applicationName(profile) : '';
  usePageMeta({
    title: `${name || t('admin.nav.fighters')} | ${brand.shortName} ${t('admin.title')}`,
    noindex: true,
  });
  return (
    <RequireArea area="BOOKINGANDTICKETING">
      <div className="admin-page">
        <ReviewDetailView key={fighterId} fighterId={fighterId} />
      </div>
    </RequireArea>
  );
}
