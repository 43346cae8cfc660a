// docs/browsing.md §2.12 Blog detail (/blogs/{slug}): banner image, title (the page's h1 in the title band),
// HTML body, related blogs and share links; SEO title, description (falling back to the summary), keywords
// and canonical link.
import { Trans, useLingui } from '@lingui/react/macro';
import { isNotFound, useBlogQuery } from '@sajilo/store';
import { EmptyState, ResponsiveImage, RichText } from '@sajilo/ui';
import { Link, useParams } from 'react-router-dom';
import { recordStatus, usePageStatus } from '../app/page-status.js';
import { BlogStructuredData } from '../components/blog-structured-data.js';
import { BsDate } from '../components/bs-date.js';
import { QueryState } from '../components/query-state.js';
import { Seo } from '../components/seo.js';
import styles from '../content/blog-article.module.css';
import { BLOG_TAG } from '../content/blog-tag.js';
import { ContentPage } from '../content/content-page.js';
import { useFormatDate } from '../content/format-date.js';
import { RelatedBlogs } from '../content/related-blogs.js';
import { ShareLinks } from '../content/share-links.js';
import { useContentText, useIsNepali } from '../i18n/localized.js';
import { useSiteOrigin } from '../lib/site-origin.js';

export function Component() {
  const formatDate = useFormatDate();
  const { t, i18n } = useLingui();
  const BLOGS = { label: t`Blogs`, href: '/blogs' };
  const { blogId = '' } = useParams();
  const origin = useSiteOrigin();
  const text = useContentText();
  const nepali = useIsNepali();
  // `currentData` belongs to this slug: following a related post never shows the previous one.
  const { currentData, isFetching, error, refetch } = useBlogQuery(blogId);

  // An unknown slug: the page server answers 404 (docs/browsing.md §2.17).
  const notFound = isNotFound(error);
  usePageStatus(recordStatus(currentData, error, notFound));
  if (notFound) {
    return (
      <ContentPage title={t`Blog`} middle={BLOGS}>
        <Seo title={t`No Blog Found`} hiddenHeading={false} />
        <EmptyState
          title={t`No Blog Found`}
          action={
            <Link to="/blogs">
              <Trans>See all blogs</Trans>
            </Link>
          }
        />
      </ContentPage>
    );
  }
  if (!currentData) {
    return (
      <ContentPage title={t`Blog`} middle={BLOGS}>
        <QueryState isLoading={isFetching} error={error} refetch={refetch}>
          {null}
        </QueryState>
      </ContentPage>
    );
  }

  const { blog, blogs } = currentData;
  const url = `${origin}/blogs/${encodeURIComponent(blog.slug)}`;
  const title = text(blog.title, blog.title_ne);
  const body = text(blog.description, blog.description_ne);
  return (
    <ContentPage title={title.text} titleLang={title.lang} middle={BLOGS}>
      <Seo
        title={title.text}
        seoTitle={nepali ? (blog.seo_title_ne ?? undefined) : blog.seo_title}
        description={nepali ? (blog.seo_description_ne ?? undefined) : blog.seo_description || blog.summary}
        keywords={blog.seo_keyword}
        hiddenHeading={false}
        image={blog.image}
        type="article"
      />
      <BlogStructuredData blog={blog} />
      <div className={styles.layout}>
        <article className={styles.article} aria-label={title.text}>
          <figure className={styles.banner}>
            <ResponsiveImage
              image={blog.image}
              // The staff's description of the picture is English: a Nepali page says the post's title.
              {...(nepali ? { alt: title.text, lang: title.lang } : {})}
              sizes="(min-width: 1224px) 780px, 100vw"
              priority
              fit="cover"
            />
          </figure>
          <p className={styles.meta}>
            <span className={styles.tag}>{i18n._(BLOG_TAG)}</span>
            <time dateTime={blog.date}>{formatDate(blog.date)}</time>
            <BsDate date={blog.date} parenthesised />
          </p>
          <RichText html={body.text} lang={body.lang} className={styles.body} />
          <ShareLinks url={url} title={title.text} />
        </article>
        <RelatedBlogs blogs={blogs} />
      </div>
    </ContentPage>
  );
}
