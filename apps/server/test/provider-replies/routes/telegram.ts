import type { VendorRoute } from '../vendor';

export const TELEGRAM_HOST = 'telegram-scraper-api.p.rapidapi.com';

/**
 * The accounts the search knows. No reply of telegram-scraper-api was captured: this is built
 * from the only keys client code reads (`data.chats[]`: title, username, participantsCount;
 * `data.users[]`: firstName, username) and nothing else.
 */
const users = [
  { firstName: 'Sample Person', username: 'sample_user_4' },
  { firstName: 'Sample Other', username: 'sample_user_4b' },
];
const chats = [
  { title: 'Sample News Channel', username: 'sample_news', participantsCount: 48213 },
  { title: 'Sample News Chat', username: 'sample_news_chat', participantsCount: 1290 },
];

/**
 * `GET /entity/search?q&limit`: users and chats whose handle or name contains the query. The
 * other evidenced paths (`/entity/get-entity`, `/entity/fulluser`) are not served: no reply of
 * theirs is known.
 */
export const routes: VendorRoute[] = [
  {
    host: TELEGRAM_HOST,
    method: 'GET',
    path: '/entity/search',
    answer: (req) => {
      const q = (req.query.get('q') ?? '').replace(/^@/, '').toLowerCase();
      const limit = Number(req.query.get('limit')) || 10;
      const hit = (...names: string[]) =>
        q !== '' && names.some((n) => n.toLowerCase().includes(q));
      return {
        json: {
          data: {
            users: users.filter((u) => hit(u.username, u.firstName)).slice(0, limit),
            chats: chats.filter((c) => hit(c.username, c.title)).slice(0, limit),
          },
        },
      };
    },
  },
];
