import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { axeViolations } from '../../test/axe.ts';
import type { ToolResultViewProps } from '../common/tool-result-view-props.ts';
import { ToolResultView } from '../tool-result-view.tsx';
import {
  videoAnalyticsByCountry,
  videoAnalyticsByDay,
  videoAnalyticsTotals,
  videoChannels,
  videoCommentThreads,
  videoForbidden,
  videoList,
  videoReportJobs,
  videoReports,
} from './fixtures.ts';
import { VideoViewer } from './video-viewer.tsx';

describe('VideoViewer', () => {
  test('videos: one card each with length, compact counts (exact in the title) and privacy', async () => {
    const { container } = render(<VideoViewer tool="video_videos_list" data={videoList} />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    const knives = cards[1] as HTMLElement;
    expect(within(knives).getByRole('heading').textContent).toBe(
      'Knife skills: the five cuts you need',
    );
    expect(within(knives).getByText('8:04')).toBeTruthy();
    const views = within(knives).getByText('Views').nextElementSibling;
    expect(views?.textContent).toMatch(/^129K$/);
    expect(views?.getAttribute('title')).toMatch(/^128[,.\s]?940$/);
    expect(within(cards[2] as HTMLElement).getByText('unlisted')).toBeTruthy();
    expect(screen.getByText(/next page token/i).textContent).toContain('CAMQAA');
    expect(await axeViolations(container)).toEqual([]);
  });

  test('a channel with a hidden subscriber count says so instead of showing a number', () => {
    const [channel] = videoChannels.items;
    const hidden = {
      ...videoChannels,
      items: [{ ...channel, statistics: { ...channel?.statistics, hiddenSubscriberCount: true } }],
    };
    render(<VideoViewer tool="video_channels_list" data={hidden} />);
    expect(screen.queryByText('Subscribers')).toBeNull();
    expect(screen.getByText('The subscriber count is hidden.')).toBeTruthy();
  });

  test("comments show the plain original text, never the platform's HTML", () => {
    const { container } = render(
      <VideoViewer tool="video_comment_threads_list" data={videoCommentThreads} />,
    );
    const first = container.querySelector('.pb-comment__text');
    expect(first?.textContent).toBe(
      'My starter finally doubled!\nThanks for the tip about the warm oven.',
    );
    expect(container.querySelector('.pb-comment__text br')).toBeNull();
    expect(screen.getAllByRole('list', { name: /^Thread by/ })).toHaveLength(2);
  });

  test('analytics by day: a line chart described in words, and every value in the table', async () => {
    const { container } = render(
      <VideoViewer tool="video_analytics_query" data={videoAnalyticsByDay} />,
    );
    const chart = screen.getByRole('img', { name: 'views by day' });
    expect(chart.getAttribute('data-kind')).toBe('line');
    const description = document.getElementById(chart.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toMatch(
      /^Line chart of 28 values from 2026-01-01 to 2026-01-28\. Lowest .+, highest .+\. The table below lists every value\.$/,
    );
    const table = screen.getByRole('table', {
      name: 'views, estimated minutes watched, likes by day',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(29);
    expect(chart.querySelectorAll('polyline')).toHaveLength(1);

    await userEvent.selectOptions(screen.getByLabelText('Chart'), 'estimated minutes watched');
    expect(screen.getByRole('img', { name: 'estimated minutes watched by day' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('analytics by country: bars, one per country; no metric select for one metric', () => {
    render(<VideoViewer tool="video_analytics_query" data={videoAnalyticsByCountry} />);
    const chart = screen.getByRole('img', { name: 'views by country' });
    expect(chart.querySelectorAll('rect')).toHaveLength(5);
    expect(screen.queryByLabelText('Chart')).toBeNull();
  });

  test('totals without a dimension, or values that are not numbers, are a table only', () => {
    const { unmount } = render(
      <VideoViewer tool="video_analytics_query" data={videoAnalyticsTotals} />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('table', { name: 'Totals' })).toBeTruthy();
    unmount();
    const odd = {
      ...videoAnalyticsByCountry,
      rows: [
        ['GB', 'n/a'],
        ['US', 3],
      ],
    };
    render(<VideoViewer tool="video_analytics_query" data={odd} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('n/a')).toBeTruthy();
  });

  test('an error body shows its message, reason and status', () => {
    render(<VideoViewer tool="video_analytics_query" data={videoForbidden} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('not properly authorized');
    expect(alert.textContent).toContain('insufficientPermissions');
    expect(alert.textContent).toContain('403');
  });

  test('a single resource is one card; an empty answer (a deletion) is done', () => {
    const { unmount } = render(
      <VideoViewer tool="video_videos_update" data={videoList.items[0]} />,
    );
    expect(screen.getAllByRole('article')).toHaveLength(1);
    unmount();
    render(<VideoViewer tool="video_videos_delete" data="" />);
    expect(screen.getByText('Done. The service returned no data.')).toBeTruthy();
  });

  test.each([
    [
      'a video without an id',
      { kind: 'youtube#videoListResponse', items: [{ kind: 'youtube#video' }] },
    ],
    [
      'items without a snippet',
      { kind: 'youtube#x', items: [{ kind: 'youtube#rating', id: 'a' }] },
    ],
    ['analytics rows that are not arrays', { ...videoAnalyticsByDay, rows: 'many' }],
    ['a boolean', true],
  ])('%s falls back to the JSON viewer', (_name, data) => {
    const { container } = render(<VideoViewer tool="video_videos_list" data={data} />);
    expect(container.querySelector('[data-viewer="json"]')).not.toBeNull();
  });

  test('a tool this version does not know shows its result as JSON', () => {
    const { container } = render(<VideoViewer tool="video_live_streams_list" data={videoList} />);
    expect(container.querySelector('[data-viewer="json"]')).not.toBeNull();
  });

  test("a body its tool's view cannot render falls back to JSON in ToolResultView", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const untrusted: ToolResultViewProps = {
      tool: 'video_analytics_query',
      data: { ...videoAnalyticsByDay, rows: 'many' },
    };
    const { container } = render(<ToolResultView {...untrusted} />);
    await waitFor(() => expect(container.querySelector('[data-viewer="fallback"]')).not.toBeNull());
    expect(container.querySelector('[data-viewer="json"]')).not.toBeNull();
    logged.mockRestore();
  });

  test('reporting: a job created alone is a one-row table; reports link their files, safely', () => {
    const { unmount } = render(
      <VideoViewer tool="video_reporting_create_job" data={videoReportJobs.jobs?.[0]} />,
    );
    const jobs = screen.getByRole('table', { name: 'Reporting jobs' });
    expect(within(jobs).getAllByRole('row')).toHaveLength(2);
    expect(within(jobs).getByText('channel_basic_a2')).toBeTruthy();
    unmount();

    render(<VideoViewer tool="video_reporting_list_reports" data={videoReports} />);
    const rows = within(screen.getByRole('table', { name: 'Reports' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('https://video.example.com/reporting/download/4465476461');
    // A `javascript:` download URL never becomes a link.
    expect(within(rows[2] as HTMLElement).queryByRole('link')).toBeNull();
  });
});
