// docs/browsing.md §1, §2: an image slider with a headline about upgrading your space (fading, 2.5 s, §9).
// The pictures are the banners' room scenes, cropped to their right-hand side where the room is (their left
// carries the banner's text), so the block needs no pictures of its own; Who we are uses it too.
import { Trans, useLingui } from '@lingui/react/macro';
import { useBannersQuery } from '@sajilo/store';
import { ResponsiveImage, Slider } from '@sajilo/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useContentText } from '../i18n/localized.js';
import { FADE_AUTOPLAY_MS } from '../lib/timing.js';
import { Icon } from '../shell/icon.js';
import styles from './upgrade-space.module.css';

export interface UpgradeSpaceProps {
  headingLevel?: 2 | 3;
}

export function UpgradeSpace({ headingLevel = 2 }: UpgradeSpaceProps) {
  const { t } = useLingui();
  const { data } = useBannersQuery();
  const scenes = data?.banners ?? [];
  const text = useContentText();
  const Heading = `h${headingLevel}` as const;
  const titleId = `${useId()}-title`;
  return (
    <section className={styles.upgrade} aria-labelledby={titleId}>
      <div className={styles.container}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>
            <Trans>Upgrade Your Space</Trans>
          </p>
          <Heading id={titleId} className={styles.title}>
            <Trans>Upgrade your space with pieces made to last</Trans>
          </Heading>
          <p className={styles.text}>
            <Trans>
              From a quick bathroom refresh to a whole new home: tiles, sanitaryware, bath ware, kitchen sinks
              and lighting from the brands Nepal trusts, chosen with you in our showrooms and fitted by our
              own technicians.
            </Trans>
          </p>
          <ul className={styles.points}>
            <li>
              <Trans>Genuine products with the maker’s warranty</Trans>
            </li>
            <li>
              <Trans>Free help to plan your bathroom or kitchen</Trans>
            </li>
            <li>
              <Trans>Delivery across the valley with our own trucks</Trans>
            </li>
          </ul>
          <Link to="/products" className={styles.cta}>
            <Trans>Shop Now</Trans>
            <Icon name="arrow-right" size={18} />
          </Link>
        </div>
        <div className={styles.media}>
          {scenes.length > 0 && (
            <Slider
              label={t`Upgrade your space`}
              effect="fade"
              autoplayDelay={FADE_AUTOPLAY_MS}
              loop={scenes.length > 1}
              spaceBetween={0}
              previousLabel={t`Previous picture`}
              nextLabel={t`Next picture`}
              className={styles.slider}
            >
              {scenes.map((scene) => (
                <ResponsiveImage
                  key={scene.id}
                  image={scene.image}
                  // The banner's title in the page's language (docs/nepal.md "Content in Nepali").
                  alt={t`${text(scene.title, scene.title_ne).text}: a room furnished by Sajilo`}
                  // The box shows the right 3/8 of a banner, so the picture is drawn about 2.7 × as wide.
                  sizes="(min-width: 1224px) 1500px, (min-width: 600px) 140vw, 270vw"
                  fit="cover"
                  className={styles.image}
                />
              ))}
            </Slider>
          )}
        </div>
      </div>
    </section>
  );
}
