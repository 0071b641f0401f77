import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import '../viewers.css';
import {
  videoAnalyticsByCountry,
  videoAnalyticsByDay,
  videoAnalyticsTotals,
  videoChannels,
  videoCommentThreads,
  videoForbidden,
  videoList,
  videoPlaylistItems,
  videoPlaylists,
  videoRatings,
  videoReportJobs,
  videoReports,
  videoReportTypes,
  videoSearch,
  videoSubscriptions,
} from './fixtures.ts';
import { VideoViewer } from './video-viewer.tsx';

const meta: Meta<typeof VideoViewer> = {
  title: 'Plugboard/Viewers/Video',
  component: VideoViewer,
  parameters: { layout: 'padded' },
};
export default meta;

type Story = StoryObj<typeof VideoViewer>;

export const Videos: Story = {
  args: { tool: 'video_videos_list', data: videoList },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByText('15:51')).toBeVisible();
    await expect(canvas.getByText('1:02:10')).toBeVisible();
  },
};

export const Channel: Story = {
  args: { tool: 'video_channels_list', data: videoChannels },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('@kitchenlab · GB')).toBeVisible();
  },
};

export const Playlists: Story = {
  args: { tool: 'video_playlists_list', data: videoPlaylists },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Kitchen Lab · 12 videos · public')).toBeVisible();
  },
};

export const PlaylistItems: Story = {
  args: { tool: 'video_playlist_items_list', data: videoPlaylistItems },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: '1. Sourdough from scratch in 24 hours' }),
    ).toBeVisible();
  },
};

export const CommentThreads: Story = {
  args: { tool: 'video_comment_threads_list', data: videoCommentThreads },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Replies' })).toBeVisible();
    await expect(canvas.getByText('3 replies in all')).toBeVisible();
  },
};

export const Search: Story = {
  args: { tool: 'video_search', data: videoSearch },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/next page token/i)).toBeVisible();
  },
};

export const AnalyticsByDay: Story = {
  args: { tool: 'video_analytics_query', data: videoAnalyticsByDay },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'views by day' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Chart'), 'likes');
    await expect(canvas.getByRole('img', { name: 'likes by day' })).toBeVisible();
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(29);
  },
};

export const AnalyticsByCountry: Story = {
  args: { tool: 'video_analytics_query', data: videoAnalyticsByCountry },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: 'views by country' });
    await expect(chart.getAttribute('data-kind')).toBe('bar');
  },
};

export const AnalyticsTotals: Story = {
  args: { tool: 'video_analytics_query', data: videoAnalyticsTotals },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('table', { name: 'Totals' })).toBeVisible();
  },
};

export const Subscriptions: Story = {
  args: { tool: 'video_subscriptions_list', data: videoSubscriptions },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Baking Science')).toBeVisible();
  },
};

export const Forbidden: Story = {
  args: { tool: 'video_analytics_query', data: videoForbidden },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'insufficientPermissions',
    );
  },
};

export const Ratings: Story = {
  args: { tool: 'video_videos_get_rating', data: videoRatings },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Liked')).toBeVisible();
    await expect(canvas.getByText('Not rated')).toBeVisible();
  },
};

export const ReportTypes: Story = {
  args: { tool: 'video_reporting_list_report_types', data: videoReportTypes },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Report types' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
  },
};

export const ReportJobs: Story = {
  args: { tool: 'video_reporting_list_jobs', data: videoReportJobs },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Daily user activity')).toBeVisible();
  },
};

/** Each report's file is a link; a download URL that is not http(s) never becomes one. */
export const Reports: Story = {
  args: { tool: 'video_reporting_list_reports', data: videoReports },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Reports' });
    await expect(within(table).getAllByRole('link')).toHaveLength(1);
    await expect(within(table).getByRole('link')).toHaveAttribute(
      'href',
      'https://video.example.com/reporting/download/4465476461',
    );
  },
};
