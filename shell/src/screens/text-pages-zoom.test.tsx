import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { Route } from '@mission/shared/routing';
import { hostBus } from '@mission/shared';
import { BranchUnavailable } from '../remotes/branch-unavailable';
import { ViewportController } from '../viewport/viewport-controller';
import { BLOCKED_ZOOM_VIEWPORT, ZOOMABLE_VIEWPORT } from '../viewport/viewport-rules';
import { Desktop } from './desktop';
import { ErrorPage } from '../error-page/error-page';
import { Home } from './home';
import { HowTo } from './how-to';
import { Intro } from './intro';
import { MissionAccomplished } from './mission-accomplished';
import { MissionSelect } from './mission-select';
import { NotFound } from './not-found';
import { Permission } from './permission';
import { everyChapterDone, renderAt, testServices } from './screen-test-kit';

const viewport = () => document.head.querySelector('meta[name="viewport"]')?.getAttribute('content');

afterEach(() => document.head.querySelector('meta[name="viewport"]')?.remove());

/**
 * docs/product-rules.md §2: pinch zoom is blocked except where a page enables it; every page
 * that is text (not a 3D scene or the portal) enables it, so a low-vision visitor can zoom.
 */
describe('text pages enable pinch zoom (5x) on an immersive layout', () => {
  const TEXT_PAGES: Array<[string, ReactElement]> = [
    ['/', <Home key="home" />],
    ['/select', <MissionSelect key="select" />],
    ['/intro', <Intro key="intro" />],
    ['/how-to', <HowTo key="how-to" />],
    ['/permission', <Permission key="permission" />],
    ['/desktop', <Desktop key="desktop" />],
    ['/mission-accomplished', <MissionAccomplished key="accomplished" />],
    ['/nowhere', <NotFound key="not-found" />],
    ['/broken', <ErrorPage key="error" kind="generic" />],
    ['/navy/distress', <BranchUnavailable key="unavailable" section="navy" locale="en" retrying={false} onRetry={() => undefined} />],
  ];

  it.each(TEXT_PAGES)('%s', async (path, page) => {
    // The services read the saved progress first; a finished visit is set after, so Mission Accomplished shows.
    const services = testServices();
    hostBus.setState('sectionProgress', everyChapterDone());
    const element = <ViewportController accessible={false}>{page}</ViewportController>;
    await renderAt(path, path === '/' ? <Route index element={element} /> : <Route path={path.slice(1)} element={element} />, services);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(viewport()).toBe(ZOOMABLE_VIEWPORT);
  });

  it('a page that does not enable it keeps zoom blocked', async () => {
    await renderAt(
      '/army/fire',
      <Route
        path="army/fire"
        element={
          <ViewportController accessible={false}>
            <h1>a chapter</h1>
          </ViewportController>
        }
      />,
    );
    expect(viewport()).toBe(BLOCKED_ZOOM_VIEWPORT);
  });
});
