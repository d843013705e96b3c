/**
 * Common words that carry no topic but glue run-together hashtags and German compounds:
 * '#instafood' = insta + food, '#fcbayern' = fc + bayern, '#studentlife' = student + life.
 * Segmentation (matcher.ts) may split a word only into lexicon words, these and the stop words
 * of the tag cloud, so 'transport' is never 'tran' + 'sport'. They never count as evidence.
 */
export const FILLER_WORDS: readonly string[] =
  `my love lover lovers life day daily time world new best good great happy insta gram stagram
  talk addict addicts vibes vibe goals club fan fans team gang community week today weekend tips
  tip hack hacks challenge free go get live real big small home family online smart city local
  open pro photo photos pic pics video videos first every all make made more out spotting inspo
  inspiration ideas idea junkie girl girls boy boys guy guys mom dad kids baby retro indie super
  mega top hot cool old young back man woman women men people friends friend personal night
  morning summer winter spring fall autumn year life style story stories post posts feed reel
  reels like likes follow share link links drop deal lovers mania world gram day days of the and
  for in on at to with from by
  mein meine meiner liebe leben tag tages welt neu neue neues zeit jahr haus heim familie stadt
  land bundes deutsch deutschland berlin hamburg köln münchen bayern gut schön klein groß alt
  jung junge frau frauen mann männer kinder kind mama papa oma opa freund freunde freundin von
  mit ohne elektro elektrisch electric bio sommer winter herbst frühling morgen abend nacht woche wochenende heute
  sonntag samstag montag dienstag mittwoch donnerstag freitag des ex profi`
    .split(/\s+/)
    .filter(Boolean);
