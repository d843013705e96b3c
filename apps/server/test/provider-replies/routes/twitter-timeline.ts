/**
 * The reply of twitter-x-api's `GET /api/user/tweets` (routes/twitter.ts serves it). Kept apart
 * from the routes so tests can import it without the gateway's module cycle.
 */

/** `rest_id` of `replies/twitter/api-user-detail.json`. */
export const REST_ID = '73521864';

/** An entry of X's timeline holding one tweet (`TimelineTimelineItem` / `TimelineTweet`). */
const item = (id: string, result: object) => ({
  entryId: `tweet-${id}`,
  sortIndex: id,
  content: {
    entryType: 'TimelineTimelineItem',
    __typename: 'TimelineTimelineItem',
    itemContent: {
      itemType: 'TimelineTweet',
      __typename: 'TimelineTweet',
      tweet_results: { result },
      tweetDisplayType: 'Tweet',
    },
  },
});

/** A tweet result: `rest_id`, `source` and `views` beside X's `legacy` object. */
const tweet = (id: string, source: string, views: string, legacyTweet: object) => ({
  __typename: 'Tweet',
  rest_id: id,
  source: `<a href="https://help.example/using-x" rel="nofollow">${source}</a>`,
  views: { count: views, state: 'EnabledWithCount' },
  legacy: {
    id_str: id,
    user_id_str: REST_ID,
    conversation_id_str: id,
    lang: 'en',
    is_quote_status: false,
    favorited: false,
    retweeted: false,
    bookmark_count: 0,
    quote_count: 0,
    reply_count: 0,
    entities: { hashtags: [], symbols: [], urls: [], user_mentions: [] },
    ...legacyTweet,
  },
});

/**
 * `GET /api/user/tweets?user_id&count`: **reconstructed**. No reply of this path was found; it
 * is expected to pass on X's GraphQL `UserTweets` timeline the way `/api/user/detail` passes on
 * `UserByScreenName` (without X's outer `data`). The shape is X's public one as public web
 * clients read it (`data.user.result.timeline_v2.timeline.instructions[]`, `TimelineAddEntries`
 * `entries[].content.itemContent.tweet_results.result` with `rest_id`, `source`, `views.count`
 * and `legacy`; `TimelinePinEntry` `entry`; conversation modules with `items[].item`;
 * `TweetWithVisibilityResults` wrapping `tweet`; cursor entries). All values are made up.
 */
export const userTweets = {
  user: {
    result: {
      __typename: 'User',
      timeline_v2: {
        timeline: {
          instructions: [
            { type: 'TimelineClearCache' },
            {
              type: 'TimelineAddEntries',
              entries: [
                item(
                  '1950112233445566701',
                  tweet('1950112233445566701', 'Twitter for iPhone', '120400', {
                    created_at: 'Thu Jul 30 14:02:41 +0000 2026',
                    full_text: 'Sample post with a link https://t.co/AbCdEf1234 #Sample',
                    display_text_range: [0, 54],
                    favorite_count: 2400,
                    retweet_count: 310,
                    entities: {
                      hashtags: [{ indices: [47, 54], text: 'Sample' }],
                      symbols: [],
                      user_mentions: [],
                      urls: [
                        {
                          display_url: 'sample-site.example/post',
                          expanded_url: 'https://www.sample-site.example/post',
                          url: 'https://t.co/AbCdEf1234',
                          indices: [24, 46],
                        },
                      ],
                    },
                  }),
                ),
                item(
                  '1950098877665544332',
                  tweet('1950098877665544332', 'Twitter for iPhone', '4100', {
                    created_at: 'Thu Jul 30 09:30:00 +0000 2026',
                    full_text: 'RT @other_sample: Another sample text, shared.',
                    favorite_count: 0,
                    retweet_count: 55,
                    retweeted_status_result: {
                      result: {
                        __typename: 'Tweet',
                        rest_id: '1950000000000000001',
                        legacy: {
                          created_at: 'Wed Jul 29 22:10:00 +0000 2026',
                          full_text: 'Another sample text, shared.',
                          favorite_count: 910,
                          retweet_count: 55,
                          id_str: '1950000000000000001',
                        },
                      },
                    },
                  }),
                ),
                {
                  entryId: 'profile-conversation-1949900011122233344',
                  sortIndex: '1949900011122233344',
                  content: {
                    entryType: 'TimelineTimelineModule',
                    __typename: 'TimelineTimelineModule',
                    displayType: 'VerticalConversation',
                    items: [
                      {
                        entryId:
                          'profile-conversation-1949900011122233344-tweet-1949900011122233344',
                        item: {
                          itemContent: {
                            itemType: 'TimelineTweet',
                            __typename: 'TimelineTweet',
                            tweet_results: {
                              result: tweet('1949900011122233344', 'Twitter Web App', '8800', {
                                created_at: 'Wed Jul 29 18:45:10 +0000 2026',
                                full_text: '@other_sample Thanks, a sample reply.',
                                display_text_range: [14, 37],
                                favorite_count: 180,
                                retweet_count: 4,
                                in_reply_to_screen_name: 'other_sample',
                                in_reply_to_status_id_str: '1949899900000000000',
                                in_reply_to_user_id_str: '1234567',
                              }),
                            },
                          },
                        },
                      },
                    ],
                  },
                },
                item('1949700055566677788', {
                  __typename: 'TweetWithVisibilityResults',
                  tweet: tweet('1949700055566677788', 'Twitter for iPhone', '200000', {
                    created_at: 'Wed Jul 29 07:00:00 +0000 2026',
                    full_text: 'Sample photo post https://t.co/PhOtO98765',
                    display_text_range: [0, 17],
                    favorite_count: 3300,
                    retweet_count: 420,
                    entities: {
                      hashtags: [],
                      symbols: [],
                      urls: [],
                      user_mentions: [],
                      media: [
                        {
                          type: 'photo',
                          url: 'https://t.co/PhOtO98765',
                          media_url_https: 'https://cdn.example/x/media/sample.jpg',
                          indices: [18, 41],
                        },
                      ],
                    },
                  }),
                }),
                {
                  entryId: 'cursor-top-1950112233445566702',
                  sortIndex: '1950112233445566702',
                  content: {
                    entryType: 'TimelineTimelineCursor',
                    __typename: 'TimelineTimelineCursor',
                    value: 'DAABCgABGbzSampleTop',
                    cursorType: 'Top',
                  },
                },
                {
                  entryId: 'cursor-bottom-1949700055566677787',
                  sortIndex: '1949700055566677787',
                  content: {
                    entryType: 'TimelineTimelineCursor',
                    __typename: 'TimelineTimelineCursor',
                    value: 'DAABCgABGbzSampleBottom',
                    cursorType: 'Bottom',
                  },
                },
              ],
            },
            {
              type: 'TimelinePinEntry',
              entry: item(
                '1832207716548810394',
                tweet('1832207716548810394', 'Twitter Web App', '912345', {
                  created_at: 'Sat Sep 07 08:15:00 +0000 2024',
                  full_text: 'Pinned: a sample announcement #Launch',
                  favorite_count: 5120,
                  retweet_count: 830,
                }),
              ),
            },
          ],
        },
      },
    },
  },
};
