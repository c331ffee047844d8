import { CreditCardOutlined } from '../../../components/ui/icons/CreditCardOutlined';
import { GlobalOutlined } from '../../../components/ui/icons/GlobalOutlined';
import { SafetyCertificateOutlined } from '../../../components/ui/icons/SafetyCertificateOutlined';
import { VideoCameraOutlined } from '../../../components/ui/icons/VideoCameraOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import { usePublicConfig } from '../../../lib/public-config';
import { useSession } from '../../../lib/session';
import { TextPanel } from './plain-page';
import './content.css';

/** What the home shows before staff have arranged any section: the promotion's welcome and the call to sign up. */
export function HomeWelcome() {
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
              <Button variant="primary" size="large" onClick={() => void navigate('/signup')}>
                {t('home.joinNow')}
              </Button>
            )}
            <Button variant="ghost" size="large" onClick={() => void navigate('/events')}>
              {t('home.browseEvents')}
            </Button>
          </div>
        </div>
      </section>

      <section className="section">
        <h2 className="content-welcome-title">{t('home.featuresTitle')}</h2>
        <ul className="content-features">
          {features.map((feature) => (
            <li key={feature.title} className="feature-card content-feature">
              <div className="feature-icon" aria-hidden>
                {feature.icon}
              </div>
              <h3 className="content-feature-title">{feature.title}</h3>
              <p className="content-feature-text">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section">
        <h2 className="content-welcome-title">{t('home.upcomingTitle')}</h2>
        <TextPanel>
          <EmptyState text={t('pages.eventsEmpty')} />
        </TextPanel>
      </section>

      <section className="section">
        <div className="cta-band">
          <div>
            <h2 className="content-cta-title">{t('home.becomeFighter')}</h2>
            <p className="content-cta-text">{t('home.becomeFighterText')}</p>
          </div>
          <Button size="large" onClick={() => void navigate(session ? '/account' : '/signup?purpose=FIGHTER')}>
            {t('home.applyNow')}
          </Button>
        </div>
      </section>
    </>
  );
}
