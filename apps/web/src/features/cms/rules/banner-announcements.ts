import type { Announcements } from '@dnd-kit/core';
import { operatorContentText } from '../../../lib/text/operator-content';

/** The banners' drag announcements in Chinese, each banner by its place and title (the library's own are English ids). */
export function bannerAnnouncements(list: readonly { Id: string; Title: string }[]): Announcements {
  const place = (id: unknown) => list.findIndex((b) => b.Id === id) + 1;
  const name = (id: unknown) => operatorContentText.bannerDnd.name(place(id), list[place(id) - 1]?.Title ?? '');
  return {
    onDragStart: ({ active }) => operatorContentText.bannerDnd.picked(name(active.id)),
    onDragOver: ({ active, over }) =>
      over ? operatorContentText.bannerDnd.over(name(active.id), place(over.id)) : operatorContentText.bannerDnd.outside(name(active.id)),
    onDragEnd: ({ active, over }) =>
      over ? operatorContentText.bannerDnd.dropped(name(active.id), place(over.id)) : operatorContentText.bannerDnd.droppedOutside(name(active.id)),
    onDragCancel: ({ active }) => operatorContentText.bannerDnd.cancelled(name(active.id)),
  };
}
