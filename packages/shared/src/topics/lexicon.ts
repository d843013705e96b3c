import type { Topic } from './topic';

/**
 * The curated topic lexicon (German and English). Each topic lists its terms by weight:
 *
 * - 3: unambiguous, one is enough (`bundesliga`, `girokonto`, `playstation`);
 * - 2: clear in most uses, one is enough on its own (`konzert`, `recipe`, `aktie`);
 * - 1: weak or ambiguous, needs a second piece of evidence (`model`, `chef`, `track`, emoji);
 * - 0: a blocker: a word that would otherwise match a stem or compound rule of any topic but
 *   means something else (`transport` is not `…sport`, `autor` is not `auto…`). Weight-0 words
 *   end the look-up of that word.
 *
 * Term notation (see README.md):
 * - `word`: the word, its simple inflections (plural, -ing, German endings) and both umlaut
 *   spellings (`müll` also matches 'muell' and 'mull');
 * - `stem*`: any word starting with the stem (`klima*` → 'Klimawandel', 'klimaneutral');
 * - `*head`: any word ending with the head, for German compounds (`*politik` →
 *   'Kommunalpolitik', `*arzt` → 'Hausarzt');
 * - `two_words`: a phrase of consecutive words; its run-together form ('machinelearning') is
 *   also a word, for hashtags;
 * - an emoji character.
 *
 * A word may appear under several topics (`fintech` is Banking, Finance and Tech). Keep words
 * lower-case and in their dictionary spelling (with umlauts and ß); normalization does the rest.
 */
export type TopicLexicon = Partial<Record<0 | 1 | 2 | 3, string>>;

export const LEXICON: Record<Topic, TopicLexicon> = {
  automotive: {
    3: `auto elektroauto* *auto eauto* verbrenner oldtimer* kfz* pkw* autohaus* autohändler* autoindustrie*
      autobauer* automobil* autowerkstatt* autobahn* gebrauchtwagen* neuwagen* sportwagen* dienstwagen*
      firmenwagen* felge* *felgen winterreifen* sommerreifen* allwetterreifen* reifenwechsel* tieferlegung*
      autotuning* elektromobil* emobil* ladesäule* ladestation* wallbox carsofinstagram carspotting
      supercar* sportscar* hypercar* electric_vehicle electric_vehicles electric_car electric_cars
      ev_charging oil_change test_drive test_drove probefahrt* horsepower hubraum dealership car_meet
      tesla bmw audi porsche mercedes* volkswagen vw opel toyota hyundai skoda renault peugeot fiat
      ferrari lamborghini bugatti maserati mclaren rivian polestar volvo mazda nissan subaru chevrolet
      chevy byd gti suv* cabrio* tüv iaa autosalon car_show motorrad* motorcycle* werkstatt
      infotainment`,
    2: `car tire tyre mechanic mechaniker* reifen vehicle* fahrzeug* truck* lkw* sedan kombi ford honda
      kia jeep land_rover range_rover mustang brake* bremse* getriebe fahrschule* führerschein* tuning
      detailing ev evs v8 mpg`,
    1: `motor engine turbo hybrid charging drift* zulassung acceleration driving jaguar golf model
      stance pickup convertible 🚗 🏎 🚙 🏁 🛞`,
    0: `autor autorin autoren autorität automat automatisch automatisierung autonom autogramm automatic
      autumn autism autismus`,
  },
  fashion: {
    3: `fashion* modeblog* modedesign* herbstmode frühlingsmode sommermode wintermode damenmode herrenmode
      *mode ootd outfit* street_style streetwear menswear womenswear lookbook stylist styling
      kleid kleidung *kleidung clothing clothes apparel wardrobe kleiderschrank capsule_wardrobe denim
      handbag* handtasche* blazer* runway catwalk laufsteg topmodel schmuck* jewelry jewellery ohrring*
      earring* necklace* couture haute_couture chanel gucci prada dior balenciaga louis_vuitton
      hosenanzug lederjacke whatiwore *kollektion modedesigner*`,
    2: `dress jeans sneaker* shoe* *schuhe sweater* pullover *pullover pulli hoodie* mantel mäntel anzug
      tweed thrift* zara shein levis makeup t_shirt *jacke`,
    1: `mode style stil model models beauty kosmetik kette vintage secondhand designer* collection
      kollektion fabric* stoff stoffe shirt linen jacke nike adidas hermes zalando 👗 👠 👜 💄 👔 👟 💍`,
    0: `modern moderne moderner modernen moderation moderator moderatorin darkmode beastmode`,
  },
  ecommerce: {
    3: `ecommerce onlineshop* online_shop online_store web_shop onlinehandel onlinehändler*
      online_shopping shopify woocommerce etsy* fba amazon_fba dropship* warenkorb
      shopping_cart cart_abandonment conversion_rate versandkostenfrei free_shipping retoure*
      rücksendung* gutschein* promo_code rabattcode black_friday cyber_monday prime_day
      shopsmall fulfillment fulfilment ebay aliexpress temu d2c`,
    2: `marketplace* marktplatz marktplätze checkout versand* shipping bestellen bestellung* rabatt*
      *rabatt coupon* discount* shop shops small_business sortiment seller sku* dtc
      b2c zalando alibaba klarna customer_experience jetzt_bestellen`,
    1: `cart conversion lieferung geliefert order orders returns sale deal deals händler verkäufer store
      amazon paypal kundenservice paket package parcel unboxing haul 🛒 🛍 📦`,
  },
  banking: {
    3: `bank banking* banker bankkauf* bankenaufsicht bankwesen bankkonto bankfiliale* direktbank*
      volksbank* sparkasse* onlinebank* neobank* hausbank zentralbank* notenbank* privatbank*
      bundesbank landesbank* postbank commerzbank deutsche_bank comdirect dkb n26 revolut
      geldautomat* girokonto* *konto kontoführung* kontoauszug* tagesgeld* festgeld* sparbuch*
      kreditkarte* credit_card debit_card debitkarte* überweisung* lastschrift* iban sepa
      savings_account checking_account apy mortgage* hypothek* baufinanzierung* darlehen* overdraft
      leitzins* ezb ecb central_bank federal_reserve bafin kreditinstitut* zahlungsverkehr`,
    2: `konto kredit *kredit kredite filiale* filial* atm loan* lending dispo* sparer zinsen zins*
      interest_rate interest_rates fintech 🏦`,
    1: `savings deposit* einlage* pin phishing paypal klarna jpmorgan goldman* chase treasury payment*
      💳`,
  },
  finance: {
    3: `aktie* börse* stock_market stocks dax mdax nasdaq dow_jones sp_500 index_fund*
      indexfonds etf* sparplan* dividend* rendite investing investor* crypto* krypto* bitcoin* btc
      ethereum daytrading forex devisen anleihe* rezession recession finanz* finance financial*
      altersvorsorge savings_rate sparquote financial_freedom finanzielle_freiheit       wall_street quartalszahlen ipo market_cap marktkapitalisierung bull_market bear_market
      hedge_fund hedgefonds cfa personal_finance passive_income passives_einkommen kursziel
      wertpapier* vermögensaufbau*`,
    2: `stock fonds depot portfolio investieren investiert blockchain nft* trading trader* inflation
      interest_rates leitzins ezb ecb konjunktur gdp bip bruttoinlandsprodukt earnings revenue umsatz
      bilanz bullish bearish vermögen* accounting buchhaltung haushaltsbuch geldanlage* 💹`,
    1: `invest* investment* shares anteile fund funds bonds yield* wirtschaft economy economic* money
      geld budget* rente retirement pension* zinsen gewinn quarterly rally rallied markets märkte index
      spreadsheet expense* ausgaben wealth millionär* fintech treasury venture_capital vc cfo bafin
      tariff* zoll* zölle 📈 📉 💸 💰 🪙`,
  },
  tech: {
    3: `tech techie technology technologie technologien technik software* hardware programmier*
      programming programmer coding coder software_engineer ai ki künstliche_intelligenz
      artificial_intelligence machine_learning deep_learning data_science llm* chatgpt gpt* openai
      github gitlab open_source linux macos android iphone* ipad smartphone* laptop*
      computer* saas api apis cloud_computing aws datenbank* database* devops cybersecurity
      cyberangriff* cyberattack* itsicherheit hacker* malware ransomware wlan glasfaser* breitband*
      broadband 5g digitalisierung homelab gadget* usb* semiconductor* halbleiter* algorithm*
      algorithmus algorithmen typescript javascript kotlin frontend backend fullstack
      web_development webdev webentwicklung firmware virtual_reality quantencomputer* silicon_valley
      sysadmin smartwatch* microsoft nvidia`,
    2: `app apps developer* entwickler* google ios pc intel amd samsung copilot startup* start_up
      server* administrator* internet akku* robot* roboter automation automatisierung python
      encryption verschlüsselung* vr wearable* elektronik electronics over_the_air       fintech blockchain tablet tablets metaverse quantum_computing software_update`,
    1: `code engineer* ingenieur* data daten handy apple meta cloud hack netzwerk* network* digital*
      nerd geek wifi chip battery outage bug java rust react windows camera kamera phishing dev devs
      kopfhörer headphones 💻 🤖 📱 🖥 ⌨ 🔐`,
    0: `technikerin`,
  },
  environment: {
    3: `klima* climate* umwelt* environmental* nachhaltig* sustainab* renewable* erneuerbar* solar*
      photovoltaik* windkraft* windenergie* windrad* windräder wind_power wind_farm windpark*
      energiewende green_energy clean_energy go_green zero_waste       recycl* recycel* pollution luftqualität air_quality smog emission* co2 treibhausgas*
      greenhouse_gas greenhouse_gases fossil_fuels fossile_brennstoffe fridays_for_future
      extinction_rebellion greenpeace nabu naturschutz* biodivers* artensterben insektensterben
      bienensterben waldsterben deforestation abholzung* global_warming erderwärmung erderhitzung
      aufforstung* reforestation ökostrom ökolog* ecology ecological carbon_footprint
      carbon_neutral klimaneutral* plastikmüll *müll plastic_pollution plastic_free beach_cleanup`,
    2: `environment plastik* müll abfall* waste_reduction aussterben extinction endangered wildlife
      regenwald* rainforest* coral_reef coral_reefs korallenriff* wildfire* waldbrand* dürre drought
      hitzewelle* heatwave* carbon* öko* heat_pump heat_pumps wärmepumpe* emissions ocean_cleanup
      letzte_generation fff ♻`,
    1: `plastic waste ocean* ozean* flood* hochwasser überschwemmung* bäume baum trees tree grün green
      energy energie strom electricity cleanup activist aktivist* naturschutzgebiet gletscher* glacier* 🌍 🌎 🌏
      🌱 🌿 🌳 🌲`,
  },
  music: {
    3: `music* musik* *musik song* singer* sänger* songwriter* lyrics songtext* konzert* concert*
      tracklist spotify soundcloud bandcamp schallplatte* dj djs hiphop rap rapper* techno edm jazz
      punkrock punk* orchest* philharmon* symphon* sinfonie* chor chorprobe* *chor choir* dirigent*
      piano* klavier* gitarr* guitar* bassist bassline schlagzeug* drummer violin* geige* cello
      saxophon* trompete* trumpet* tonleiter* grammy* eurovision playlist* soundtrack* composer*
      komponist* liveauftritt* glastonbury coachella rock_am_ring wacken lollapalooza mixtape* remix*
      setlist* heavy_metal k_pop musician* musiker* vinyl`,
    2: `sing singen band bands album* gig gigs tournee festival* beats drums drum melod* rhythm* charts
      headliner open_air oper opera musical live_music producer`,
    1: `single ep track beat bass rock metal pop classical klassik tour line_up auftritt bühne
      produzent* harmon* scales 🎵 🎶 🎸 🎧 🎤 🎹 🥁 🎻 🎷 🎺 🎼`,
    0: `chores chore chorizo singular singapore`,
  },
  news: {
    3: `news newsroom* eilmeldung* breaking_news schlagzeile* headline* journalis*
      reporter* redakt* korrespondent* correspondent* presseschau zeitung* *zeitung newspaper*
      lokalblatt tagesschau tagesthemen reuters dpa cnn live_blog liveticker live_updates
      berichterstattung faktencheck* factcheck* fact_check fake_news nachrichten* world_news
      lokalnachrichten`,
    2: `breaking article artikel presse* bbc nyt rundfunk* unfall *unfall earthquake erdbeben
      tsunami lokales 📰 🗞`,
    1: `press updates aktuell bericht* report reports reported correction media medien interview
      broadcast* podcast* polizei police accident crash sperrung desinformation krieg*`,
  },
  politics: {
    3: `politi* *politik *politisch election* wahlkampf* bundestagswahl* landtagswahl* kommunalwahl*
      europawahl* präsidentschaftswahl* wahlkreis* wähler* democra* demokrat* republican* gop
      parliament* parlament* bundestag* bundesrat* landtag* senat* regierung* government* kanzler*
      minister* *minister *ministerin prime_minister premierminister* koalition* partei* spd cdu csu
      fdp afd bsw die_grünen tories tory legislation foreign_policy foreign_affairs nato asyl*
      mindestlohn bürgergeld rentenreform* bundeswehr filibuster impeach* referendum volksentscheid*
      bürgerentscheid* volksabstimmung* white_house weißes_haus kremlin kreml brexit biden macron
      mdb mdl abgeordnete* lawmaker* bürgermeister* stadtrat* gemeinderat* city_council verfassung*
      bundesverfassungsgericht g7 g20 *gesetz gesetzentwurf* gesetzgebung opposition`,
    2: `wahl wahlen wählen vote votes voted voter voters voting polls ballot* congress* coalition
      präsident* president* gesetz gesetze diplomat* migration refugee* flüchtling* immigration
      sanktion* sanctions military militär* labour abstimmung* constitution* supreme_court mayor
      trump merz scholz merkel putin selenskyj zelensky* westminster downing_street kommunal* 🗳`,
    1: `poll law bill policy policies eu european_union vereinte_nationen steuer* tax taxes tax_credit
      verteidigung* defense campaign kampagne protest* demonstration* activism gipfel summit
      inflation energiewende heizungsgesetz klimastreik* fridays_for_future rente linke mp tariff* zoll* zölle 🏛`,
  },
  sports: {
    3: `sport sports *sport sportler* athlet* läufer* fußball* *fußball soccer bundesliga* *liga champions_league
      premier_league la_liga uefa dfb pokal* world_cup olymp* torwart goalkeeper
      stürmer striker nba nfl nhl mlb super_bowl playoff* halbfinale* viertelfinale*
      semifinal* quarterfinal* meisterschaft* weltmeister* tennis wimbledon basketball handball*
      volleyball eishockey hockey golfplatz golfer baseball rugby cricket boxing ufc mma marathon*
      *marathon triathlon* ironman formula_1 formel_1 f1 grand_prix motorsport*
      verstappen pole_position nascar nachspielzeit elfmeter* abseits offside anpfiff* touchdown
      bvb schalke real_madrid lakers fc_bayern radsport* tour_de_france snowboard* ski
      skier skiing skifahren skisaison skirennen skispringen skigebiet* bouldern krafttraining
      trainingsplan* halbmarathon football`,
    2: `liga league_table stadion* stadium mannschaft* fc fcb runner jogging joggen swim* schwimm*
      cycling qualifying racing mvp kickoff halbzeit halftime championship* world_champion medal*
      medaille* fifa arsenal dunk climbing klettern chess schach boxen`,
    1: `match matches spiel tor tore goal goals trainer coach verein training champion* finale final
      finals laufen lauf running sprint* golf race rennen transfer* penalty scored hamilton workout
      fitness gym profi taktik mitspieler esports esport* ⚽ 🏀 🏈 ⚾ 🎾 🏐 🏉 🏆 🥇 🏅 🏃 🏊 ⛷ 🚴 🥅`,
    0: `transport transporte transporter rapport passport`,
  },
  entertainment: {
    3: `movie* kino* cinema* netflix hbo disney* prime_video season_finale staffelfinale spoiler* actor*
      actress* schauspiel* synchronsprecher* hollywood oscars academy_award* golden_globe* berlinale
      red_carpet *theater theatre comedy comedian* komiker* kabarett* celebrit* promi promis
      dschungelcamp reality_tv realityshow tatort marvel_studios mcu avengers superhero* star_wars blockbuster box_office
      sitcom hörspiel* talkshow* entertainment drehbuch* screenplay screenwriter* regisseur*
      dreharbeiten tv_show tv_series fernsehserie* streaming_service stand_up `,
    2: `film* films serien fernseh* staffel* trailer* oscar emmy* premiere* theater musical binge*
      anime unterhaltung zirkus circus magician casting filming late_night youtuber
      standing_ovation* twitch`,
    1: `marvel series serie tv episode* folge streaming podcast* scene manga meme* publikum applaus
      applaudiert hörbuch cosplay youtube cannes festival* bühne 🎬 🍿 🎭 📺 🎥 🎞 🎤`,
  },
  gaming: {
    3: `gaming gamer* videogame* video_game video_games videospiel* computerspiel* zocken zocke zockt
      konsole* playstation ps5 ps4 xbox nintendo* steam_deck speedrun* esport* e_sports gamescom
      minecraft fortnite valorant league_of_legends counter_strike cs2 dota* zelda
      mario_kart pokemon* gta* elden_ring call_of_duty roblox overwatch world_of_warcraft
      indie_game indie_games game_dev godot unreal_engine ranked dlc multiplayer rpg mmo*
      durchgespielt nerfed nerf lets_play open_world`,
    2: `game games console* steam twitch streamer* brettspiel* boardgame* board_game tabletop fps
      spieleabend`,
    1: `spiel mario fifa patch handheld controller discord achievement* cosplay mitspieler coop
      wishlist level 🎮 👾 🕹`,
  },
  food: {
    3: `food* lecker* delicious yummy rezept* recipe* kochen köchin cookbook kochbuch* restaurant*
      gastro* brunch backen baking sourdough sauerteig* kuchen pizza pasta ramen sushi steak bbq
      barbecue meal_prep zutaten ingredient* street_food michelin sterneküche spargel*
      kaiserschmarrn schnitzel knödel klöße rotkohl hollandaise kulinarisch* culinary
      lebensmittel* foodtruck* weinprobe wine_tasting craftbeer *braten *brot`,
    2: `cook cooking kocht küche kitchen bistro diner dinner* lunch breakfast mittagessen abendessen
      meal meals bake gebacken brot bread cake torte burger taco* curry salat salad suppe soup broth
      grillen braten gemüse* veggies vegetables obst vegan* vegetari* veggie plant_based       gewürz* spices wein *wein wine wines bier beer cocktail* kartoffel* potato* käse cheese
      schokolade chocolate dessert* schmeckt tasting hofladen tasty yum`,
    1: `essen koch chef café frühstück fleisch chicken rice reis fruit* sauce soße kaffee coffee
      espresso latte snack* geschmack taste groceries grocery supermarkt ernährung* nutrition* diet
      😋 🍕 🍝 🍜 🍔 🍣 🍳 🥗 🍰 🍞 🥐 🍷 🍺 ☕`,
    0: `weinen weint weinte rezeption rezeptionist`,
  },
  travel: {
    3: `travel* reise* *reise urlaub* *urlaub vacation* wanderlust fernweh backpack* touris*
      sightseeing airport* flughafen* airline* hotel* hostel* airbnb ferienwohnung* wohnmobil* vanlife
      meerblick itinerary interrail rail_pass kreuzfahrt* cruise* all_inclusive jet_lag
      road_trip roadtrip* sehenswürdigkeit* inselhopping ryokan travelgram`,
    2: `holiday* trip trips flight* flug flüge *flug boarding passport camping* campen camper* strand*
      beach* wandern wanderung* trekking pilgrim* camino abroad nachtzug* night_train resort*
      destination* northern_lights polarlicht* guidebook`,
    1: `lounge island insel* hiking hike explore* ausland* bahn visa countries unterwegs mallorca
      glacier* gletscher* ✈ 🏝 🏖 🧳 🗺 🏕 🌍 🚆 ⛰ 🗼`,
  },
  health: {
    3: `health* gesund* *gesundheit mental_health arzt ärzt* *arzt *ärztin hausarzt*
      facharzt* zahnarzt* physician* nurse* krankenhaus* klinik* clinic* hospital* medizin* *medizin
      *mediziner *medizinerin medical medicine physiotherap* psychotherap* impf* vaccin* grippe
      flu_shot flu_shots covid* diabetes heart_disease herzinfarkt* blood_pressure blutdruck*
      pharmacy apotheke* medikament* medication* intensivstation* emergency_room notaufnahme*
      hebamme* midwife* asthma *schmerzen krankheit* gesundheitssystem*`,
    2: `wellness well_being self_care mindfulness achtsamkeit* meditation* meditier*
      yoga fitness workout* gym krafttraining abnehmen weight_loss diät ernährung* nutrition* doctor* pflege*
      patient* therapie* therapy therapist* psycholog* depression* anxiety burnout flu corona*
      disease* illness cancer krebs symptom* schmerz* tablette* prävention vitamin* icu checkup
      physio* erkältung fieber fever husten cough allerg* epidemiolog* virolog*`,
    1: `krank stress* schlaf sleep virus diet pain pills prevention vorsorge* exercise* calories kalorien
      protein supplement* pregnan* schwanger* workout 🩺 💊 🧘 🏥 💉 🦷`,
  },
  science: {
    3: `science* *science scientist* scientific wissenschaft* *wissenschaft *wissenschaftler
      *wissenschaftlerin forschung* *forschung forscher* forschende* laboratory hypothes* physik*
      physics physicist* chemie chemistry chemiker* biolog* genom* genetic* genetik dna crispr
      astronom* astrophys* telescope* teleskop* galax* weltraum* raumfahrt* spacex nasa james_webb
      quantum* quanten* neuro* max_planck fraunhofer helmholtz cern peer_review       preprint* postdoc* dinosaur* dinosaurier paläontolog* archäolog* archeolog*
      molecul* molekül* microscope* mikroskop* nobelpreis* sonnenfinsternis`,
    2: `new_study study_finds research* studie studien lab labor experiment* evolution* planet* universe universum rocket*
      rakete* starship big_bang esa fossil* species spezies mathemati* atom* nobel* eclipse comet
      komet asteroid* phd doktorand* virolog* epidemiolog* psycholog*`,
    1: `study theorie theory space nature paper papers journal publication* gene chemist* statistik
      statistics discovered entdeckt entdeckung* mars meteor* dissertation 🔬 🔭 🧪 🧬 ⚛`,
  },
  education: {
    3: `education educator* bildung* *bildung schule* *schule school* schüler* student* studierende*
      studium studieren studiert studiengang* studienplatz* studygram universit* hochschul* hörsaal*
      vorlesung* professor* dozent* lehrer* *lehrer *lehrerin lehrkr* teacher* unterricht* classroom*
      abitur* matura exam* klausur* homework hausaufgabe* nachhilfe* azubi* e_learning
      online_course online_courses mooc graduat* semester* finals_week pädagog* pedagog* didakt*
      curriculum lehrplan* elternabend* schulbuch* textbook* stipendi* scholarship* bafög
      bachelorarbeit masterarbeit schulleit* schuljahr* klassenfahrt* kindergarten kita kitas`,
    2: `uni unis college campus lecture* seminar* prof teaching teach prüfung* tutor* ausbildung* lernen
      lern* diploma bachelor* essay* thesis hausarbeit* dissertation math maths mathe masterclass*
      elternarbeit abi`,
    1: `study learning learn learned lernt class klasse* course courses kurs kurse certificate zertifikat*
      degree abschluss mentoring phd library bibliothek* tafel* mathemati* 🎓 📚 ✏ 🏫`,
    0: `abbildung abbildungen einbildung schulden schuldig schuld`,
  },
};
