import { CreditCardOutlined, GlobalOutlined, SafetyCertificateOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { usePageMeta } from '../../components/use-page-meta';
import { homeSectionsQuery, useHomeSections } from '../../features/content/api/home-sections';
import { runningAdsQuery, useRunningAds } from '../../features/content/api/running-ads';
import { HomePlaceholder } from '../../features/content/components/home-placeholder';
import { HomeSectionsView } from '../../features/content/components/home-sections-view';
import { usePublicConfig } from '../../lib/public-config';
import { useSession } from '../../lib/session';
import type { Prefetch } from '../routes';

/**
 * The home page: the sections staff arrange (the next event, rows of videos, events and fighters, banners) with
 * the running ads; until there are any, the promotion's welcome and the call to sign up.
 */
export default function HomePage() {
  const { brand } = usePublicConfig();
  const home = useHomeSections();
  const ads = useRunningAds();
  usePageMeta({ title: `${brand.name} | ${brand.tagline}`, description: brand.description });

  const sections = home.data?.items ?? [];
  if (home.isPending) return <HomePlaceholder />;
  if (sections.length === 0) return <Welcome />;
  return (
    <>
      {/* The sections' own titles are level 2: the page's one heading is the promotion. */}
      <h1 className="visually-hidden">{brand.name}</h1>
      <HomeSectionsView sections={sections} ads={ads.data?.items ?? []} />
    </>
  );
}

/** What the home shows before staff have arranged any section. */
function Welcome() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const session = useSession();
  const navigate = useNavigate();

  const features = [
    { icon: <VideoCameraOutlined />, title: t('home.featureLive'), text: t('home.featureLiveText') },
    { icon: <SafetyCertificateOutlined />, title: t('home.featureFighters'), text: t('home.featureFightersText') },
    { icon: <CreditCardOutlined />, title: t('home.featurePay'), text: t('home.featurePayText') },
    { icon: <GlobalOutlined />, title: t('home.featureLanguage'), text: t('home.featureLanguageText') },
  ];

  return (
    <>
      <section className="hero">
        <div className="hero-inner">
          <p className="hero-kicker">{brand.name}</p>
          <h1 className="hero-title">{t('home.heroTitle')}</h1>
          <p className="hero-text">{t('home.heroText', { brand: brand.shortName })}</p>
          <div className="hero-actions">
            {session ? null : (
              <Button size="large" className="hero-primary" onClick={() => void navigate('/signup')}>
                {t('home.joinNow')}
              </Button>
            )}
            <Button size="large" ghost onClick={() => void navigate('/events')}>
              {t('home.browseEvents')}
            </Button>
          </div>
        </div>
      </section>

      <section className="section">
        <Typography.Title level={2}>{t('home.featuresTitle')}</Typography.Title>
        <Row gutter={[16, 16]}>
          {features.map((feature) => (
            <Col key={feature.title} xs={24} sm={12} lg={6}>
              <Card className="feature-card" variant="borderless">
                <div className="feature-icon">{feature.icon}</div>
                <Typography.Title level={3} className="feature-title">
                  {feature.title}
                </Typography.Title>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                  {feature.text}
                </Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <section className="section">
        <Typography.Title level={2}>{t('home.upcomingTitle')}</Typography.Title>
        <Card variant="borderless">
          <EmptyState text={t('pages.eventsEmpty')} />
        </Card>
      </section>

      <section className="section">
        <div className="cta-band">
          <div>
            <Typography.Title level={2} style={{ color: '#fff', margin: 0 }}>
              {t('home.becomeFighter')}
            </Typography.Title>
            <Typography.Paragraph style={{ color: '#d4d4d8', margin: '8px 0 0' }}>
              {t('home.becomeFighterText')}
            </Typography.Paragraph>
          </div>
          <Button size="large" onClick={() => void navigate(session ? '/account' : '/signup?purpose=FIGHTER')}>
            {t('home.applyNow')}
          </Button>
        </div>
      </section>
    </>
  );
}

export const prefetch: Prefetch = ({ queryClient }) =>
  Promise.all([queryClient.prefetchQuery(homeSectionsQuery), queryClient.prefetchQuery(runningAdsQuery)]);
