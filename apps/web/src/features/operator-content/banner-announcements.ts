import type { Announcements } from '@dnd-kit/core';
import { TOC } from '../../lib/text/operator-content';

/** The banners' drag announcements in Chinese, each banner by its place and title (the library's own are English ids). */
export function bannerAnnouncements(list: readonly { Id: string; Title: string }[]): Announcements {
  const place = (id: unknown) => list.findIndex((b) => b.Id === id) + 1;
  const name = (id: unknown) => TOC.bannerDnd.name(place(id), list[place(id) - 1]?.Title ?? '');
  return {
    onDragStart: ({ active }) => TOC.bannerDnd.picked(name(active.id)),
    onDragOver: ({ active, over }) => (over ? TOC.bannerDnd.over(name(active.id), place(over.id)) : TOC.bannerDnd.outside(name(active.id))),
    onDragEnd: ({ active, over }) => (over ? TOC.bannerDnd.dropped(name(active.id), place(over.id)) : TOC.bannerDnd.droppedOutside(name(active.id))),
    onDragCancel: ({ active }) => TOC.bannerDnd.cancelled(name(active.id)),
  };
}
