import type { Topic } from './topic';

/**
 * The labelled sample the topic classifier and the language detection are measured on
 * (accuracy.test.ts, language.test.ts). Written by hand as bios, posts and hashtag lists of the
 * kind stored lookups hold, German and English, with emoji, links, @mentions and mixed case.
 *
 * Labels say what a reader would call the text's topics, decided when the text was written and
 * before the lexicon existed. Every fifth text at positions 1 and 3 (index % 5) is HELD OUT: the
 * lexicon was tuned only on the other texts, and the held-out numbers are reported separately.
 * Do not fix misses in the held-out part by adding its words to the lexicon; that would turn it
 * into a second tuning set.
 */
export type LabelledText = {
  id: number;
  lang: 'de' | 'en';
  kind: 'bio' | 'post' | 'tags';
  text: string;
  /** Gold topics; empty for texts with no topic. */
  topics: Topic[];
  split: 'tune' | 'holdout';
};

type Row = [lang: 'de' | 'en', kind: 'bio' | 'post' | 'tags', topics: string, text: string];

const rows: Row[] = [
  // Automotive
  [
    'de',
    'bio',
    'automotive',
    'Autoliebhaber aus Stuttgart 🚗 | Oldtimer, Tuning & alles mit Motor',
  ],
  [
    'en',
    'post',
    'automotive',
    'Just picked up my new Model 3! Range is insane, charging at home overnight ⚡ #Tesla #EV',
  ],
  [
    'de',
    'post',
    'automotive',
    'Elektroauto oder Verbrenner? Nach 30.000 km im ID.4 mein ehrliches Fazit 👇',
  ],
  ['en', 'tags', 'automotive', '#carsofinstagram #bmw #m3 #carspotting #stance'],
  [
    'de',
    'post',
    'automotive',
    'Reifenwechsel gemacht, Winterreifen sind drauf. Termin in der Werkstatt war in 20 Minuten durch.',
  ],
  [
    'en',
    'bio',
    'automotive',
    'Mechanic by day, track junkie by weekend. Porsche 911 GT3 owner. 🏁',
  ],
  ['de', 'tags', 'automotive', '#autotuning #golfgti #vwgolf #tieferlegung #felgen'],
  [
    'en',
    'post',
    'automotive',
    'Test drove the new Mustang Mach-E today. Acceleration is wild but the infotainment lags.',
  ],
  [
    'de',
    'post',
    'automotive',
    'Die IAA in München war dieses Jahr voll mit E-Autos aus China. BYD überall.',
  ],
  [
    'en',
    'post',
    'automotive',
    'Oil change, new brake pads and a fresh set of tires. The old truck is ready for another 100k miles.',
  ],
  [
    'de',
    'bio',
    'automotive',
    'KFZ-Meister 🔧 Mercedes-Benz Oldtimer Restauration | Gutachten & Zulassung',
  ],
  [
    'en',
    'tags',
    'automotive environment',
    '#electriccars #evcharging #sustainability #greenenergy',
  ],

  // Fashion
  [
    'en',
    'bio',
    'fashion',
    'Stylist & fashion blogger ✨ OOTD every day | collabs: hello@studio-mira.com',
  ],
  [
    'de',
    'post',
    'fashion',
    'Neue Herbstkollektion ist da! Mäntel in Camel und Wollpullover in Creme 🍂 #mode #herbstmode',
  ],
  [
    'en',
    'post',
    'fashion',
    "Vintage Levi's find at the thrift store for $12. Denim on denim is back, don't @ me",
  ],
  [
    'de',
    'bio',
    'fashion environment',
    'Modedesignerin | Nachhaltige Kleidung aus Berlin 🌿 Slow Fashion statt Fast Fashion',
  ],
  ['en', 'tags', 'fashion', '#ootd #streetstyle #fashionista #outfitinspo #lookbook'],
  [
    'de',
    'post',
    'fashion',
    'Welche Sneaker passen zum Hosenanzug? Ich sag: weiße Lederschuhe, immer.',
  ],
  [
    'en',
    'post',
    'fashion',
    'Paris Fashion Week recap: oversized blazers, sheer fabrics and a lot of Chanel tweed.',
  ],
  ['de', 'tags', 'fashion', '#outfitdestages #modeblogger #kleid #styling'],
  [
    'en',
    'post',
    'fashion',
    'Capsule wardrobe update: 30 pieces, 4 seasons. Swapped two sweaters for a linen shirt.',
  ],
  [
    'de',
    'post',
    'fashion',
    'Mein Schmuck-Label wird 2! Danke für eure Liebe zu unseren Ohrringen und Ketten 💍',
  ],
  ['en', 'bio', 'fashion', 'Model | represented by @elitemodels | runway, editorial, beauty'],

  // E-Commerce
  [
    'de',
    'bio',
    'ecommerce',
    'Onlineshop für handgemachte Kerzen 🕯️ Versand innerhalb von 24h | Shop-Link unten 👇',
  ],
  [
    'en',
    'post',
    'ecommerce',
    'Our Shopify store just hit 1,000 orders! Free shipping on everything this weekend 📦',
  ],
  [
    'de',
    'post',
    'ecommerce',
    'Black Friday Deals: 30 % Rabatt auf alles im Shop, nur bis Montag. Code: BF30',
  ],
  [
    'en',
    'bio',
    'ecommerce',
    'Amazon FBA seller | Dropshipping coach | Helping you scale your online store 🚀',
  ],
  ['de', 'tags', 'ecommerce', '#onlineshopping #gutscheincode #rabatt #versandkostenfrei'],
  [
    'en',
    'post',
    'ecommerce',
    'Conversion rate went from 1.2% to 2.8% after we fixed the checkout flow. Cart abandonment is real.',
  ],
  [
    'de',
    'post',
    'ecommerce',
    'Retouren kosten Händler im Onlinehandel Milliarden. Wir testen jetzt kostenpflichtige Rücksendungen.',
  ],
  ['en', 'tags', 'ecommerce', '#ecommerce #smallbusiness #etsyshop #shopsmall'],
  [
    'de',
    'post',
    'ecommerce food',
    'Neu bei uns im Sortiment: Bio-Kaffee im 1-kg-Beutel. Jetzt bestellen, morgen geliefert.',
  ],
  [
    'en',
    'post',
    'ecommerce',
    'Marketplace fees on Etsy went up again. Time to move to our own web shop?',
  ],
  [
    'de',
    'bio',
    'ecommerce',
    'E-Commerce Manager @ Zalando | Marktplätze, Fulfillment, Customer Experience',
  ],

  // Banking
  [
    'de',
    'post',
    'banking',
    'Die Sparkasse erhöht die Kontoführungsgebühren schon wieder. Zeit für ein Girokonto bei einer Direktbank?',
  ],
  [
    'en',
    'post',
    'banking',
    'Just opened a high-yield savings account, 4.1% APY. Why is my big bank still paying 0.01%?',
  ],
  ['de', 'bio', 'banking', 'Bankkauffrau bei der Volksbank | Baufinanzierung & Privatkunden'],
  [
    'en',
    'post',
    'banking',
    'Mortgage approved! 🏠 Thanks to our loan officer at Chase for walking us through every step.',
  ],
  [
    'de',
    'post',
    'banking',
    'Überweisung seit drei Tagen nicht angekommen. Danke @ingdiba, sehr hilfreich 🙄',
  ],
  ['en', 'tags', 'banking', '#banking #neobank #onlinebanking #creditcard'],
  [
    'de',
    'post',
    'banking finance',
    'Die EZB hält den Leitzins stabil. Für Sparer heißt das: Tagesgeldzinsen bleiben vorerst oben.',
  ],
  [
    'en',
    'bio',
    'banking',
    'Relationship manager at a private bank. Wealth, lending and treasury for families & SMEs.',
  ],
  ['de', 'tags', 'banking', '#girokonto #kreditkarte #tagesgeld #bank'],
  [
    'en',
    'post',
    'banking',
    'PSA: your bank will never ask for your PIN by text message. Phishing is up again.',
  ],
  [
    'de',
    'post',
    'banking',
    'Filialschließungen überall: in unserem Dorf gibt es jetzt nur noch einen Geldautomaten.',
  ],

  // Finance
  [
    'en',
    'post',
    'finance',
    'S&P 500 closed at a record high. Tech earnings carried the index again 📈',
  ],
  [
    'de',
    'post',
    'finance',
    'ETF-Sparplan seit 2019, monatlich 200 €. Depot heute bei +38 %. Langfristig investieren lohnt sich.',
  ],
  [
    'en',
    'bio',
    'finance',
    'CFA | Value investor | Dividends, index funds & long-term compounding. Not financial advice.',
  ],
  ['de', 'tags', 'finance', '#aktien #börse #dividende #etf #finanzen'],
  ['en', 'post', 'finance', 'Bitcoin just broke $100k. Crypto twitter is losing its mind 🚀'],
  [
    'de',
    'bio',
    'finance',
    'Finanzbloggerin 💸 Frauen & Geld | Altersvorsorge, Budget, finanzielle Freiheit',
  ],
  ['en', 'tags', 'finance', '#investing #stockmarket #personalfinance #wallstreet'],
  [
    'de',
    'post',
    'finance',
    'Inflation im Euroraum sinkt auf 2,2 %. Die Anleihenmärkte reagieren kaum.',
  ],
  [
    'en',
    'post',
    'finance',
    'Made a budget spreadsheet for 2025: rent, groceries, savings rate 25%. Who else tracks every expense?',
  ],
  ['de', 'post', 'finance', 'Der DAX fällt nach den Zolldrohungen aus Washington um 3 Prozent.'],
  [
    'en',
    'post',
    'finance',
    'Quarterly report is out: revenue up 12%, operating margin 18%, guidance raised.',
  ],

  // Tech
  [
    'en',
    'bio',
    'tech',
    'Software engineer @ a Berlin startup. TypeScript, Rust and too many side projects. 💻',
  ],
  [
    'de',
    'post',
    'tech',
    'Künstliche Intelligenz schreibt jetzt meinen Code? Habe eine Woche mit GitHub Copilot gearbeitet – Fazit im Thread 🧵',
  ],
  [
    'en',
    'post',
    'tech',
    'The new iPhone finally has USB-C. Battery life is great, the camera bump less so.',
  ],
  ['de', 'tags', 'tech', '#technik #ki #digitalisierung #programmieren'],
  ['en', 'tags', 'tech', '#AI #MachineLearning #DataScience #Python'],
  ['de', 'bio', 'tech', 'IT-Administratorin | Linux, Netzwerke & Cybersecurity 🔐 | Homelab-Nerd'],
  [
    'en',
    'post',
    'tech',
    'Our app is down because a cloud provider had an outage in us-east-1. Again. #devops',
  ],
  [
    'de',
    'post',
    'tech',
    'Neues Smartphone, alte Probleme: Warum hält kein Akku mehr als einen Tag?',
  ],
  [
    'en',
    'post',
    'tech',
    'Open source maintainers deserve to be paid. Sponsor the libraries your product depends on.',
  ],
  [
    'de',
    'post',
    'tech',
    'Glasfaser endlich verlegt! 1 Gbit/s im Download, WLAN bleibt der Flaschenhals.',
  ],
  [
    'en',
    'bio',
    'tech',
    'Building a SaaS for invoices. Founder, ex-Google. Tweets about product, APIs and startups.',
  ],

  // Environment
  [
    'de',
    'post',
    'environment',
    'Klimawandel ist keine Meinung. Die letzten zehn Jahre waren die wärmsten seit Beginn der Messungen. #klimaschutz',
  ],
  [
    'en',
    'bio',
    'environment',
    'Climate activist 🌍 | Renewable energy, zero waste, and protecting our oceans',
  ],
  ['de', 'tags', 'environment', '#nachhaltigkeit #zerowaste #umweltschutz #plastikfrei'],
  [
    'en',
    'post',
    'environment',
    'Picked up 40 kg of plastic on the beach this morning with @oceancleanup volunteers 🌊',
  ],
  [
    'de',
    'post',
    'environment',
    'Unsere Stadt pflanzt 5.000 neue Bäume gegen die Hitze. Endlich mehr Grün statt Beton!',
  ],
  ['en', 'tags', 'environment', '#climatechange #sustainability #gogreen #recycling'],
  [
    'de',
    'bio',
    'environment',
    'Umweltingenieurin | Windkraft & Solarenergie | Für eine lebenswerte Zukunft ☀️',
  ],
  [
    'en',
    'post',
    'environment',
    'Solar panels on the roof produced 112% of our electricity this year. Best investment we ever made.',
  ],
  [
    'de',
    'post',
    'environment science',
    'Das Insektensterben ist real: Seit 1990 ist die Biomasse um drei Viertel gesunken.',
  ],
  [
    'en',
    'post',
    'environment',
    'Wildfire smoke again. Air quality index at 180 today, stay inside if you can.',
  ],
  [
    'de',
    'post',
    'environment politics',
    'Fridays for Future ruft wieder zum globalen Klimastreik auf. Wir sind dabei! ✊',
  ],

  // Music
  ['en', 'bio', 'music', "Singer-songwriter 🎸 New single 'Paper Moon' out now on Spotify"],
  [
    'de',
    'post',
    'music',
    'Gestern auf dem Konzert von Die Ärzte. Die Stimmung war unglaublich, 3 Stunden Punkrock!',
  ],
  ['en', 'tags', 'music', '#music #newmusic #hiphop #producer #beats'],
  ['de', 'bio', 'music', 'DJ & Produzent aus Hamburg 🎧 Techno | Bookings: booking@beispiel.de'],
  [
    'en',
    'post',
    'music',
    "Practicing scales for two hours every day. My piano teacher says I'm finally ready for Chopin.",
  ],
  ['de', 'tags', 'music', '#musik #band #gitarre #liveauftritt'],
  [
    'en',
    'post',
    'music',
    "Festival lineup just dropped and it's STACKED. Who's going to Glastonbury? 🎶",
  ],
  [
    'de',
    'post',
    'music',
    'Unser neues Album erscheint am Freitag! Vorbestellen auf Vinyl lohnt sich 🎶',
  ],
  [
    'en',
    'post',
    'music',
    'This album has been on repeat all week. The bassline on track 4 is unreal.',
  ],
  ['de', 'post', 'music', 'Chorprobe heute Abend fällt aus, der Dirigent ist krank.'],
  [
    'en',
    'bio',
    'music',
    'Classical violinist | Berlin Philharmonic | Teaching masterclasses worldwide',
  ],

  // News
  [
    'de',
    'bio',
    'news',
    'Nachrichten aus Köln und der Region 📰 Eilmeldungen, Hintergründe, Livestreams',
  ],
  [
    'en',
    'post',
    'news',
    'BREAKING: Major earthquake reported off the coast of Japan, tsunami warning issued. Live updates: https://news.example.com/live',
  ],
  [
    'de',
    'post',
    'news',
    '+++ Eilmeldung +++ Sperrung der A7 nach schwerem Unfall, Umleitung eingerichtet.',
  ],
  [
    'en',
    'bio',
    'news',
    'Journalist covering breaking news for @Reuters. Tips: DMs open, Signal available.',
  ],
  ['de', 'tags', 'news', '#nachrichten #aktuell #eilmeldung #news'],
  [
    'en',
    'post',
    'news',
    'Our reporters are on the ground. Follow our live blog for the latest updates as the story develops.',
  ],
  [
    'de',
    'post',
    'news',
    'Die Tagesschau um 20 Uhr berichtet heute ausführlich über den Streik bei der Bahn.',
  ],
  ['en', 'tags', 'news', '#breakingnews #headlines #worldnews #journalism'],
  ['de', 'bio', 'news', 'Redakteurin beim Lokalblatt | Reporterin für Polizei, Gericht & Lokales'],
  [
    'en',
    'post',
    'news',
    'Correction: an earlier version of this article misstated the number of injured. It has been updated.',
  ],
  [
    'de',
    'post',
    'news',
    'Heute in der Presseschau: Was Zeitungen in Europa über den Gipfel schreiben.',
  ],

  // Politics
  [
    'de',
    'post',
    'politics',
    'Der Bundestag hat heute das neue Heizungsgesetz beschlossen. Die Opposition kündigt Klage an.',
  ],
  [
    'en',
    'post',
    'politics',
    'Polls open at 7am tomorrow. Check your registration and make a plan to vote! 🗳️',
  ],
  ['de', 'bio', 'politics', 'Mitglied des Landtags (SPD) | Bildung, Soziales, Kommunalpolitik'],
  ['en', 'tags', 'politics', '#politics #election2024 #senate #democracy'],
  [
    'de',
    'post',
    'politics',
    'Koalitionsvertrag steht: Die Regierung will Mindestlohn, Rente und Bürgergeld reformieren.',
  ],
  [
    'en',
    'post',
    'politics',
    "The senator's filibuster lasted 25 hours. Congress is still deadlocked on the budget.",
  ],
  ['de', 'tags', 'politics', '#wahlkampf #bundestagswahl #demokratie #cdu'],
  [
    'en',
    'bio',
    'politics',
    'Policy analyst | Foreign affairs, NATO, EU enlargement | Views my own',
  ],
  [
    'de',
    'post',
    'politics',
    'Die Kanzlerin trifft morgen den französischen Präsidenten in Paris, Thema: Migration und Verteidigung.',
  ],
  [
    'en',
    'post',
    'politics',
    'Parliament passed the asylum bill by 312 votes to 298. Protests outside Westminster tonight.',
  ],
  ['de', 'post', 'politics', 'Bürgerentscheid über das neue Stadion: 54 % stimmen dagegen.'],

  // Sports
  [
    'de',
    'post',
    'sports',
    'Was für ein Spiel! 3:2 in der Nachspielzeit, der BVB ist zurück ⚽🔥 #bundesliga',
  ],
  ['en', 'post', 'sports', 'Marathon done in 3:28! Sub-3:30 finally. Legs are destroyed 🏃‍♂️'],
  ['de', 'bio', 'sports', 'Fußballtrainer U17 | Ex-Profi | Taktik, Training, Teamgeist ⚽'],
  ['en', 'tags', 'sports', '#nba #basketball #lakers #playoffs'],
  [
    'de',
    'post',
    'sports health',
    'Krafttraining, Intervalle und ein langer Lauf am Sonntag. Trainingsplan für den Halbmarathon steht.',
  ],
  [
    'en',
    'post',
    'sports',
    'Wimbledon final was an instant classic. Five sets, four hours, unreal tennis.',
  ],
  ['de', 'tags', 'sports', '#fussball #fcbayern #championsleague #stadion'],
  ['en', 'bio', 'sports', 'Olympic swimmer 🏊‍♀️ 2x world champion | Sponsored by @speedo'],
  ['de', 'post', 'sports', 'Handball-EM: Deutschland schlägt Dänemark und steht im Halbfinale!'],
  [
    'en',
    'post',
    'sports',
    'Verstappen takes pole in Monaco. Formula 1 qualifying was chaos with the rain.',
  ],
  [
    'de',
    'post',
    'sports',
    'Skisaison eröffnet! Die ersten Abfahrten auf dem Gletscher sind präpariert ⛷️',
  ],

  // Entertainment
  [
    'en',
    'post',
    'entertainment',
    'Finally watched the season finale of The Bear. That last scene 😭 no spoilers please',
  ],
  [
    'de',
    'post',
    'entertainment',
    'Kinotipp fürs Wochenende: Der neue Film von Wim Wenders ist ein kleines Meisterwerk.',
  ],
  ['en', 'bio', 'entertainment', "Actor | Netflix's 'Cold Harbor' | Represented by CAA"],
  ['de', 'tags', 'entertainment', '#serien #netflix #tatort #kino'],
  ['en', 'tags', 'entertainment', '#movies #hollywood #oscars #redcarpet'],
  [
    'de',
    'post',
    'entertainment',
    'Das Dschungelcamp ist zurück und ich schäme mich kein bisschen, dass ich jede Folge schaue.',
  ],
  [
    'en',
    'post',
    'entertainment',
    'Stand-up special drops Friday on HBO. Taped it in front of 3,000 people in Chicago 🎤',
  ],
  ['de', 'bio', 'entertainment', 'Schauspielerin & Synchronsprecherin | Theater, Film, Hörspiel'],
  [
    'en',
    'post',
    'entertainment',
    'Which streaming service is actually worth it in 2025? Cancelled two subscriptions this month.',
  ],
  [
    'de',
    'post',
    'entertainment',
    'Premiere im Staatstheater: Das Publikum hat 10 Minuten stehend applaudiert 👏',
  ],
  [
    'en',
    'post',
    'entertainment',
    'The trailer for the new Marvel movie got 100M views in 24 hours. Superhero fatigue, who?',
  ],

  // Gaming
  ['en', 'post', 'gaming', 'Just hit Diamond in Valorant after 200 hours of ranked grind 🎮'],
  [
    'de',
    'bio',
    'gaming',
    "Twitch-Streamer 🎮 Let's Plays, Retro-Games & Speedruns | Live jeden Abend ab 20 Uhr",
  ],
  ['en', 'tags', 'gaming', '#gaming #ps5 #gamer #xbox #nintendoswitch'],
  [
    'de',
    'post',
    'gaming',
    'Zelda: Tears of the Kingdom nach 120 Stunden durchgespielt. Bestes Open-World-Spiel seit Jahren.',
  ],
  [
    'en',
    'post',
    'gaming',
    "Patch 1.4 nerfed my main again. Devs clearly don't play their own game.",
  ],
  ['de', 'tags', 'gaming', '#zocken #videospiele #konsole #esports'],
  [
    'en',
    'bio',
    'gaming',
    'Indie game dev 👾 making a cozy farming sim in Godot. Wishlist on Steam!',
  ],
  [
    'de',
    'post',
    'gaming',
    'Die Gamescom war dieses Jahr riesig. Stundenlang angestanden für die Demo von GTA VI.',
  ],
  [
    'en',
    'post',
    'gaming',
    'Our esports team qualified for the League of Legends world championship! 🏆',
  ],
  [
    'de',
    'post',
    'gaming',
    'Suche noch zwei Mitspieler für unsere Minecraft-Runde am Samstag. Discord im Profil.',
  ],
  [
    'en',
    'post',
    'gaming',
    "Steam Deck is the best handheld I've owned. Playing Elden Ring on the train is wild.",
  ],

  // Food
  [
    'de',
    'post',
    'food',
    'Sonntagsbraten mit Rotkohl und Klößen, wie bei Oma 😋 Rezept in der Story',
  ],
  [
    'en',
    'bio',
    'food',
    'Home cook & recipe developer 🍳 Easy weeknight dinners | Cookbook out in May',
  ],
  ['de', 'tags', 'food', '#kochen #rezept #foodblogger #lecker #vegan'],
  [
    'en',
    'post',
    'food travel',
    'Best ramen in Tokyo? This tiny place in Shinjuku with 8 seats. Broth simmered for 20 hours 🍜',
  ],
  ['en', 'tags', 'food', '#foodporn #instafood #brunch #yummy'],
  [
    'de',
    'post',
    'food',
    'Sauerteigbrot Tag 3: endlich eine schöne Kruste! Backen ist Geduldssache 🍞',
  ],
  ['en', 'post', 'food', 'Meal prep Sunday: chicken, rice, roasted veggies for the whole week.'],
  ['de', 'bio', 'food', 'Köchin im Restaurant Lindenhof ⭐ Regionale Küche, saisonale Zutaten'],
  [
    'en',
    'post',
    'food',
    "Tried the new vegan burger at our local diner. Honestly can't tell the difference.",
  ],
  [
    'de',
    'post',
    'food',
    'Spargelzeit! Heute gibt es weißen Spargel mit Sauce Hollandaise und neuen Kartoffeln.',
  ],
  [
    'en',
    'post',
    'food travel',
    'Wine tasting in Napa today. The 2019 Cabernet was the clear winner 🍷',
  ],

  // Travel
  ['en', 'bio', 'travel', 'Full-time traveler ✈️ 62 countries | Budget travel tips & hidden gems'],
  [
    'de',
    'post',
    'travel',
    'Zwei Wochen Rundreise durch Portugal: Lissabon, Porto und die Algarve. Reisebericht kommt!',
  ],
  ['en', 'tags', 'travel', '#travel #wanderlust #travelgram #backpacking'],
  ['de', 'tags', 'travel', '#reisen #urlaub #fernweh #weltreise'],
  [
    'en',
    'post',
    'travel',
    'Flight delayed 6 hours in Frankfurt. Airport lounge is full, at least the Wi-Fi works.',
  ],
  [
    'de',
    'post',
    'travel',
    'Hotel direkt am Strand, Frühstück mit Meerblick. So darf Urlaub gerne sein 🏝️',
  ],
  [
    'en',
    'post',
    'travel',
    'Hiking the Camino de Santiago: day 12, 300 km done, blisters everywhere.',
  ],
  ['de', 'bio', 'travel', 'Reisebloggerin | Roadtrips, Camping & Wandern in Skandinavien 🏕️'],
  [
    'en',
    'post',
    'travel',
    'Tips for Japan: get a rail pass, carry cash, and book the ryokan early.',
  ],
  [
    'de',
    'post',
    'travel',
    'Die Bahn fährt endlich wieder direkt nach Venedig. Nachtzug gebucht! 🚆',
  ],
  [
    'en',
    'post',
    'travel',
    'Solo trip to Iceland next month. Northern lights, glaciers and the ring road. Any tips?',
  ],

  // Health
  [
    'de',
    'post',
    'health',
    'Nach der Grippe noch immer schlapp? Ausreichend Schlaf und Flüssigkeit helfen mehr als jedes Wundermittel.',
  ],
  [
    'en',
    'bio',
    'health',
    'Registered nurse 🩺 | ICU | Talking mental health, burnout and self-care',
  ],
  [
    'de',
    'bio',
    'health',
    'Ärztin für Allgemeinmedizin | Prävention, Impfungen, Hausarztpraxis in Leipzig',
  ],
  ['en', 'tags', 'health', '#mentalhealth #wellness #selfcare #mindfulness'],
  ['de', 'tags', 'health', '#gesundheit #ernährung #abnehmen #fitness'],
  ['en', 'post', 'health', 'Flu shots are now available at our pharmacy. No appointment needed.'],
  [
    'de',
    'post',
    'health',
    'Rückenschmerzen vom Homeoffice? Drei Übungen, die mir die Physiotherapeutin gezeigt hat.',
  ],
  [
    'en',
    'post',
    'health',
    "Therapy helped me more than I expected. If you're struggling, please reach out to someone 💙",
  ],
  [
    'de',
    'post',
    'health',
    'Die Wartezeit auf einen Facharzttermin beträgt in unserer Region inzwischen vier Monate.',
  ],
  [
    'en',
    'post',
    'health science',
    'New study: 7,000 steps a day cut the risk of heart disease by almost half.',
  ],
  [
    'de',
    'post',
    'health',
    'Yoga am Morgen, Meditation am Abend. Mein Stresslevel ist endlich runter 🧘‍♀️',
  ],

  // Science
  [
    'en',
    'post',
    'science',
    'The James Webb telescope captured a galaxy that formed just 300 million years after the Big Bang 🔭',
  ],
  [
    'de',
    'bio',
    'science',
    'Physikerin am Max-Planck-Institut | Quantenoptik | Wissenschaftskommunikation',
  ],
  ['en', 'tags', 'science', '#science #astronomy #physics #space'],
  [
    'de',
    'post',
    'science',
    'Neue Studie in Nature: Forschende entschlüsseln das Genom des Wollhaarmammuts.',
  ],
  [
    'en',
    'bio',
    'science',
    'PhD candidate in neuroscience 🧠 Researching memory and sleep. Papers, preprints and lab life.',
  ],
  ['de', 'tags', 'science', '#wissenschaft #forschung #biologie #chemie'],
  [
    'en',
    'post',
    'science',
    'Peer review took 11 months but our paper on CRISPR off-target effects is finally published!',
  ],
  [
    'de',
    'post',
    'science',
    'Heute im Labor: 200 Proben analysiert, die Hypothese hält. Nächste Woche wiederholen wir das Experiment.',
  ],
  [
    'en',
    'post',
    'science tech',
    'SpaceX launched another Starship test. The booster catch is an engineering marvel.',
  ],
  ['de', 'post', 'science', 'Warum ist der Himmel blau? Rayleigh-Streuung einfach erklärt 🔬'],
  [
    'en',
    'post',
    'science',
    'Fossil of a new dinosaur species discovered in Patagonia, researchers say.',
  ],

  // Education
  [
    'de',
    'bio',
    'education',
    'Grundschullehrerin 🍎 | Unterrichtsideen, Tafelbilder & Elternarbeit',
  ],
  [
    'en',
    'post',
    'education',
    'Finals week. Three exams, two essays and one very tired student. ☕📚',
  ],
  [
    'de',
    'post',
    'education',
    'Abitur bestanden mit 1,3! Jetzt erstmal durchatmen, im Oktober beginnt das Studium.',
  ],
  [
    'en',
    'bio',
    'education',
    'Professor of History at UCLA | Teaching, mentoring, and writing about the 19th century',
  ],
  ['de', 'tags', 'education', '#schule #lehrer #unterricht #bildung'],
  ['en', 'tags', 'education', '#studygram #studentlife #university #onlinelearning'],
  [
    'de',
    'post',
    'education',
    'Die Schulen brauchen mehr Lehrkräfte, nicht mehr Tablets. Digitalisierung ersetzt keinen Unterricht.',
  ],
  [
    'en',
    'post',
    'education',
    'Free online course on statistics starts Monday. 8 weeks, certificate included.',
  ],
  [
    'de',
    'post',
    'education',
    'Ausbildung oder Studium? Ich habe beides gemacht und erzähle euch, was mir mehr gebracht hat.',
  ],
  [
    'en',
    'post',
    'education',
    'Our kindergarten class learned to count to 100 today. Proud teacher moment 🍎',
  ],
  ['de', 'bio', 'education', 'Nachhilfe in Mathe & Physik | Prüfungsvorbereitung für Abi und Uni'],

  // No topic
  ['de', 'post', '', 'Guten Morgen zusammen! ☀️ Was habt ihr heute vor?'],
  ['en', 'post', '', 'Good morning everyone! Have a great day 😊'],
  ['de', 'bio', '', 'Mama von zwei Jungs | Berlin | Hundeliebe 🐶'],
  ['en', 'bio', '', 'Dog dad 🐕 | coffee first | he/him'],
  ['de', 'post', '', 'Endlich Wochenende 🙌'],
  ['en', 'post', '', "Can't believe it's already December. Where did this year go?"],
  ['de', 'post', '', 'Danke für 1.000 Follower, ihr seid die Besten! ❤️'],
  ['en', 'post', '', 'Thank you all for the birthday wishes ❤️'],
  ['de', 'post', '', 'Happy Birthday an meine beste Freundin @lisa.m 🎉'],
  ['en', 'bio', '', 'Living my best life, one day at a time.'],
  ['de', 'post', '', 'Heute war einfach ein schöner Tag mit der Familie.'],
  ['en', 'post', '', 'Moving to a new apartment this weekend, boxes everywhere 📦'],
  ['de', 'post', '', 'Wer hat meinen Schlüssel gesehen? 😅'],
  ['en', 'post', '', 'Me and my sister at the park last Sunday ☀️'],
  ['de', 'bio', '', "Privater Account. Hier gibt's nur Katzenfotos 🐱"],
  ['en', 'bio', '', 'Personal account. Opinions are my own.'],
  ['de', 'bio', '', 'Leben, lachen, lieben. Mehr braucht es nicht.'],
  ['en', 'post', '', 'Who else is up at 3am for no reason?'],
  ['de', 'post', '', 'Kann jemand einen guten Umzugshelfer in Leipzig empfehlen?'],
  ['en', 'bio', '', 'Proud husband and father of three. Jesus follower.'],
  ['de', 'post', '', 'Das Wetter ist heute wieder typisch April: Sonne, Regen, Hagel.'],
  ['en', 'bio', '', 'Just a girl from Ohio ✨'],
  ['de', 'bio', '', 'Gedanken, Fotos und Alltag aus München 📍'],
  ['en', 'post', '', 'Happy Friday! Any plans for the weekend?'],
  ['de', 'post', '', 'Neues Profilbild, wie findet ihr es?'],
  ['en', 'post', '', 'lol same'],
  ['de', 'post', '', 'Montag. Mehr muss man nicht sagen.'],
  ['en', 'tags', '', 'Follow for follow? 🙏 #f4f #followback'],
  ['de', 'post', '', 'Zurück aus der Elternzeit und schon wieder 200 ungelesene Mails.'],
  ['en', 'post', '', 'Grateful for every single one of you. 2k followers!'],

  // Several topics
  [
    'de',
    'post',
    'education tech',
    'Vom Hörsaal ins Start-up: Wie wir als Studierende eine KI-App für Nachhilfe gebaut haben.',
  ],
  [
    'en',
    'bio',
    'banking tech',
    'Fintech founder. Building a mobile banking app for freelancers. Ex-Goldman.',
  ],
  [
    'de',
    'post',
    'automotive environment politics',
    'Elektromobilität und Klimaschutz gehen Hand in Hand, sagt die Umweltministerin bei der Vorstellung des Förderprogramms für E-Autos.',
  ],
  [
    'en',
    'post',
    'automotive tech',
    'The new Porsche Taycan is basically a smartphone on wheels. Over-the-air updates, 800V charging.',
  ],
  [
    'de',
    'post',
    'food ecommerce',
    'Bio, regional und saisonal: Unser Hofladen liefert jetzt auch online. Gemüsekiste einfach bestellen!',
  ],
  [
    'en',
    'bio',
    'music gaming',
    'Game soundtrack composer 🎹 My music is in Hollow Knight-style indie games.',
  ],
  [
    'de',
    'post',
    'sports finance',
    'Der Bundesliga-Klub verkauft seine Anteile an der Börse. Fans protestieren.',
  ],
  [
    'en',
    'post',
    'sports environment',
    "Our football club's new stadium runs 100% on solar power ⚽☀️",
  ],
  [
    'de',
    'post',
    'music environment',
    'Konzert für den Klimaschutz: 50.000 Menschen feiern vor dem Brandenburger Tor. Die Erlöse gehen an Umweltprojekte.',
  ],
  ['en', 'post', 'food health', 'Healthy recipes for busy students: 5 meals under $5 🥗'],
  [
    'de',
    'post',
    'banking finance',
    'Bankenaufsicht warnt vor Krypto-Risiken: Die BaFin verschärft die Regeln für Kryptowährungen.',
  ],
  [
    'en',
    'post',
    'travel food',
    'Traveling through Italy and eating my way from Naples to Milan 🍕🍝',
  ],
  [
    'de',
    'bio',
    'health food',
    'Ernährungsmedizinerin | Gesunde Küche, Rezepte & Studien zur Darmgesundheit',
  ],
  [
    'en',
    'post',
    'science environment',
    'New research on ocean acidification shows coral reefs dying faster than predicted.',
  ],
  [
    'de',
    'post',
    'fashion environment',
    'Fashion Week Berlin: Nachhaltige Mode aus recycelten Stoffen auf dem Laufsteg 🌱',
  ],
  ['en', 'post', 'finance tech', 'Tech stocks rallied after Nvidia beat earnings expectations.'],
  [
    'de',
    'post',
    'politics',
    'Wahlkampf auf TikTok: Wie die Parteien junge Wähler mit Memes erreichen wollen.',
  ],
  [
    'en',
    'post',
    'politics automotive',
    'Government announces a tax credit for electric vehicles starting next year.',
  ],
  [
    'de',
    'post',
    'travel',
    'Radreise entlang der Donau: 600 km, 9 Tage, unzählige Portionen Kaiserschmarrn 🚴',
  ],
  ['en', 'post', 'gaming', 'Streaming this new horror game live tonight, come hang out! 👻🎮'],
  [
    'en',
    'post',
    'news banking finance',
    'Breaking: central bank raises interest rates by 0.5 points. Markets tumble.',
  ],
  [
    'de',
    'post',
    'sports news',
    'Liveticker vom Pokalfinale: alle Tore, Noten und Stimmen zum Spiel.',
  ],
  ['en', 'post', 'tech news', 'Podcast episode 42: how AI is changing newsrooms and journalism.'],
  [
    'de',
    'post',
    'fashion ecommerce',
    'Sneaker-Drop am Samstag in unserem Onlineshop. Nur 500 Paar!',
  ],
  [
    'en',
    'post',
    'sports news',
    'Live from the Champions League final: full match report, ratings and reactions.',
  ],
  [
    'de',
    'post',
    'gaming entertainment',
    'Heute Abend Filmmusik-Quiz im Stream und danach zocken wir Mario Kart mit der Community!',
  ],
];

export const labelledSample: LabelledText[] = rows.map(([lang, kind, topics, text], id) => ({
  id,
  lang,
  kind,
  text,
  topics: topics ? (topics.split(' ') as Topic[]) : [],
  split: id % 5 === 1 || id % 5 === 3 ? 'holdout' : 'tune',
}));
