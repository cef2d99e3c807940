/**
 * Per-category word lists in every catalogue language. Each entry is one `|`-separated string in the order
 * of {@link LANGUAGES}; product names and category names are composed from them.
 */
export const LANGUAGES = ['en', 'de', 'fr', 'it', 'nl', 'pl', 'cs', 'hu'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

export type ShapeKind = 'circle' | 'square' | 'triangle' | 'diamond' | 'hexagon' | 'drop';

export interface GroupDef {
  names: string;
  nouns: readonly string[];
}

export interface TopCategoryDef {
  names: string;
  colour: string;
  shape: ShapeKind;
  /** Base EUR price band of its products. */
  priceRange: readonly [number, number];
  /** Indexes into {@link MATERIALS}. */
  materials: readonly number[];
  sizes: readonly string[];
  groups: readonly GroupDef[];
}

export const ADJECTIVES: readonly string[] = [
  'Classic|Klassisch|Classique|Classico|Klassiek|Klasyczny|Klasický|Klasszikus',
  'Modern|Modern|Moderne|Moderno|Modern|Nowoczesny|Moderní|Modern',
  'Compact|Kompakt|Compact|Compatto|Compact|Kompaktowy|Kompaktní|Kompakt',
  'Robust|Robust|Robuste|Robusto|Robuust|Solidny|Robustní|Strapabíró',
  'Premium|Premium|Premium|Premium|Premium|Premium|Prémiový|Prémium',
  'Foldable|Klappbar|Pliable|Pieghevole|Opvouwbaar|Składany|Skládací|Összecsukható',
  'Lightweight|Leicht|Léger|Leggero|Lichtgewicht|Lekki|Lehký|Könnyű',
  'Soft|Weich|Doux|Morbido|Zacht|Miękki|Měkký|Puha',
  'Waterproof|Wasserdicht|Imperméable|Impermeabile|Waterdicht|Wodoodporny|Voděodolný|Vízálló',
  'Eco|Öko|Éco|Eco|Eco|Eko|Eko|Öko',
  'Elegant|Elegant|Élégant|Elegante|Elegant|Elegancki|Elegantní|Elegáns',
  'Vintage|Vintage|Vintage|Vintage|Vintage|Vintage|Vintage|Vintage',
  'Professional|Profi|Professionnel|Professionale|Professioneel|Profesjonalny|Profesionální|Professzionális',
  'Comfort|Komfort|Confort|Comfort|Comfort|Komfort|Komfort|Komfort',
];

export const MATERIALS: readonly string[] = [
  'Wood|Holz|Bois|Legno|Hout|Drewno|Dřevo|Fa',
  'Metal|Metall|Métal|Metallo|Metaal|Metal|Kov|Fém',
  'Steel|Stahl|Acier|Acciaio|Staal|Stal|Ocel|Acél',
  'Cotton|Baumwolle|Coton|Cotone|Katoen|Bawełna|Bavlna|Pamut',
  'Leather|Leder|Cuir|Pelle|Leer|Skóra|Kůže|Bőr',
  'Plastic|Kunststoff|Plastique|Plastica|Kunststof|Plastik|Plast|Műanyag',
  'Glass|Glas|Verre|Vetro|Glas|Szkło|Sklo|Üveg',
  'Bamboo|Bambus|Bambou|Bambù|Bamboe|Bambus|Bambus|Bambusz',
  'Ceramic|Keramik|Céramique|Ceramica|Keramiek|Ceramika|Keramika|Kerámia',
  'Wool|Wolle|Laine|Lana|Wol|Wełna|Vlna|Gyapjú',
  'Aluminium|Aluminium|Aluminium|Alluminio|Aluminium|Aluminium|Hliník|Alumínium',
  'Rattan|Rattan|Rotin|Rattan|Rotan|Rattan|Ratan|Rattan',
  'Polyester|Polyester|Polyester|Poliestere|Polyester|Poliester|Polyester|Poliészter',
  'Rubber|Gummi|Caoutchouc|Gomma|Rubber|Guma|Guma|Gumi',
];

export const COLOURS: readonly string[] = [
  'Black|Schwarz|Noir|Nero|Zwart|Czarny|Černá|Fekete',
  'White|Weiß|Blanc|Bianco|Wit|Biały|Bílá|Fehér',
  'Grey|Grau|Gris|Grigio|Grijs|Szary|Šedá|Szürke',
  'Red|Rot|Rouge|Rosso|Rood|Czerwony|Červená|Piros',
  'Blue|Blau|Bleu|Blu|Blauw|Niebieski|Modrá|Kék',
  'Green|Grün|Vert|Verde|Groen|Zielony|Zelená|Zöld',
  'Beige|Beige|Beige|Beige|Beige|Beżowy|Béžová|Bézs',
  'Brown|Braun|Marron|Marrone|Bruin|Brązowy|Hnědá|Barna',
  'Yellow|Gelb|Jaune|Giallo|Geel|Żółty|Žlutá|Sárga',
  'Pink|Rosa|Rose|Rosa|Roze|Różowy|Růžová|Rózsaszín',
];

export const TOP_CATEGORIES: readonly TopCategoryDef[] = [
  {
    names: 'Home & Garden|Haus & Garten|Maison & Jardin|Casa e giardino|Huis & tuin|Dom i ogród|Dům a zahrada|Otthon és kert',
    colour: '#4f8a3c', shape: 'drop', priceRange: [6, 450], materials: [0, 1, 5, 11, 8], sizes: ['40 cm', '60 cm', '80 cm', '120 cm'],
    groups: [
      { names: 'Garden furniture|Gartenmöbel|Mobilier de jardin|Mobili da giardino|Tuinmeubelen|Meble ogrodowe|Zahradní nábytek|Kerti bútorok',
        nouns: ['Garden chair|Gartenstuhl|Chaise de jardin|Sedia da giardino|Tuinstoel|Krzesło ogrodowe|Zahradní židle|Kerti szék',
          'Sun lounger|Sonnenliege|Bain de soleil|Lettino|Ligbed|Leżak|Lehátko|Napozóágy',
          'Parasol|Sonnenschirm|Parasol|Ombrellone|Parasol|Parasol|Slunečník|Napernyő'] },
      { names: 'Planting|Pflanzen|Plantation|Piantagione|Planten|Sadzenie|Pěstování|Ültetés',
        nouns: ['Flower pot|Blumentopf|Pot de fleurs|Vaso per fiori|Bloempot|Doniczka|Květináč|Virágcserép',
          'Raised bed|Hochbeet|Potager surélevé|Orto rialzato|Plantenbak|Grządka podwyższona|Vyvýšený záhon|Magaságyás',
          'Watering can|Gießkanne|Arrosoir|Annaffiatoio|Gieter|Konewka|Konev|Locsolókanna'] },
      { names: 'Outdoor lighting|Außenbeleuchtung|Éclairage extérieur|Illuminazione esterna|Buitenverlichting|Oświetlenie zewnętrzne|Venkovní osvětlení|Kültéri világítás',
        nouns: ['Solar lamp|Solarleuchte|Lampe solaire|Lampada solare|Zonnelamp|Lampa solarna|Solární lampa|Napelemes lámpa',
          'Lantern|Laterne|Lanterne|Lanterna|Lantaarn|Latarnia|Lucerna|Lámpás',
          'String lights|Lichterkette|Guirlande lumineuse|Catena luminosa|Lichtsnoer|Girlanda świetlna|Světelný řetěz|Fényfüzér'] },
    ],
  },
  {
    names: 'DIY & Tools|Heimwerken & Werkzeug|Bricolage & Outils|Fai da te e utensili|Klussen & gereedschap|Majsterkowanie i narzędzia|Kutilství a nářadí|Barkácsolás és szerszámok',
    colour: '#d9822b', shape: 'hexagon', priceRange: [5, 600], materials: [2, 1, 5, 10, 13], sizes: ['12 V', '18 V', '230 V', '500 W', '1200 W'],
    groups: [
      { names: 'Power tools|Elektrowerkzeuge|Outils électriques|Elettroutensili|Elektrisch gereedschap|Elektronarzędzia|Elektrické nářadí|Elektromos szerszámok',
        nouns: ['Cordless drill|Akkuschrauber|Perceuse sans fil|Trapano avvitatore|Accuboormachine|Wiertarko-wkrętarka|Aku vrtačka|Akkus fúrócsavarozó',
          'Jigsaw|Stichsäge|Scie sauteuse|Seghetto alternativo|Decoupeerzaag|Wyrzynarka|Přímočará pila|Dekopírfűrész',
          'Angle grinder|Winkelschleifer|Meuleuse|Smerigliatrice|Haakse slijper|Szlifierka kątowa|Úhlová bruska|Sarokcsiszoló'] },
      { names: 'Hand tools|Handwerkzeuge|Outils à main|Utensili manuali|Handgereedschap|Narzędzia ręczne|Ruční nářadí|Kéziszerszámok',
        nouns: ['Hammer|Hammer|Marteau|Martello|Hamer|Młotek|Kladivo|Kalapács',
          'Screwdriver set|Schraubendreher-Set|Jeu de tournevis|Set di cacciaviti|Schroevendraaierset|Zestaw wkrętaków|Sada šroubováků|Csavarhúzókészlet',
          'Spirit level|Wasserwaage|Niveau à bulle|Livella|Waterpas|Poziomica|Vodováha|Vízmérték'] },
      { names: 'Workshop|Werkstatt|Atelier|Officina|Werkplaats|Warsztat|Dílna|Műhely',
        nouns: ['Workbench|Werkbank|Établi|Banco da lavoro|Werkbank|Stół warsztatowy|Pracovní stůl|Munkapad',
          'Toolbox|Werkzeugkoffer|Boîte à outils|Cassetta degli attrezzi|Gereedschapskist|Skrzynka narzędziowa|Kufr na nářadí|Szerszámosláda',
          'Ladder|Leiter|Échelle|Scala|Ladder|Drabina|Žebřík|Létra'] },
    ],
  },
  {
    names: 'Kitchen|Küche|Cuisine|Cucina|Keuken|Kuchnia|Kuchyně|Konyha',
    colour: '#c0392b', shape: 'circle', priceRange: [4, 350], materials: [2, 6, 8, 7, 10], sizes: ['1 L', '2 L', '20 cm', '24 cm', '28 cm'],
    groups: [
      { names: 'Cookware|Kochgeschirr|Batterie de cuisine|Pentole|Kookgerei|Naczynia kuchenne|Nádobí na vaření|Edények',
        nouns: ['Frying pan|Bratpfanne|Poêle|Padella|Koekenpan|Patelnia|Pánev|Serpenyő',
          'Saucepan|Kochtopf|Casserole|Pentola|Kookpan|Garnek|Hrnec|Lábas',
          'Roasting dish|Bräter|Cocotte|Casseruola|Braadpan|Brytfanna|Pekáč|Sütőedény'] },
      { names: 'Kitchen appliances|Küchengeräte|Électroménager de cuisine|Elettrodomestici da cucina|Keukenapparaten|Sprzęt kuchenny|Kuchyňské spotřebiče|Konyhai gépek',
        nouns: ['Kettle|Wasserkocher|Bouilloire|Bollitore|Waterkoker|Czajnik|Rychlovarná konvice|Vízforraló',
          'Toaster|Toaster|Grille-pain|Tostapane|Broodrooster|Toster|Topinkovač|Kenyérpirító',
          'Blender|Standmixer|Blender|Frullatore|Blender|Blender|Mixér|Turmixgép'] },
      { names: 'Tableware|Geschirr|Vaisselle|Stoviglie|Servies|Zastawa stołowa|Stolní nádobí|Étkészlet',
        nouns: ['Plate set|Tellerset|Service d\'assiettes|Set di piatti|Bordenset|Zestaw talerzy|Sada talířů|Tányérkészlet',
          'Mug|Becher|Mug|Tazza|Mok|Kubek|Hrnek|Bögre',
          'Cutlery set|Besteckset|Ménagère|Set di posate|Bestekset|Zestaw sztućców|Sada příborů|Evőeszközkészlet'] },
    ],
  },
  {
    names: 'Furniture|Möbel|Meubles|Mobili|Meubels|Meble|Nábytek|Bútorok',
    colour: '#8e6c4a', shape: 'square', priceRange: [25, 1400], materials: [0, 1, 3, 4, 6, 11], sizes: ['80 cm', '120 cm', '160 cm', '200 cm'],
    groups: [
      { names: 'Living room|Wohnzimmer|Salon|Soggiorno|Woonkamer|Salon|Obývací pokoj|Nappali',
        nouns: ['Sofa|Sofa|Canapé|Divano|Bank|Sofa|Pohovka|Kanapé',
          'Armchair|Sessel|Fauteuil|Poltrona|Fauteuil|Fotel|Křeslo|Fotel',
          'Coffee table|Couchtisch|Table basse|Tavolino|Salontafel|Stolik kawowy|Konferenční stolek|Dohányzóasztal'] },
      { names: 'Bedroom|Schlafzimmer|Chambre|Camera da letto|Slaapkamer|Sypialnia|Ložnice|Hálószoba',
        nouns: ['Bed frame|Bettgestell|Cadre de lit|Struttura letto|Bedframe|Rama łóżka|Rám postele|Ágykeret',
          'Wardrobe|Kleiderschrank|Armoire|Armadio|Kledingkast|Szafa|Šatní skříň|Ruhásszekrény',
          'Nightstand|Nachttisch|Table de chevet|Comodino|Nachtkastje|Szafka nocna|Noční stolek|Éjjeliszekrény'] },
      { names: 'Home office|Arbeitszimmer|Bureau|Ufficio in casa|Thuiskantoor|Biuro domowe|Pracovna|Otthoni iroda',
        nouns: ['Desk|Schreibtisch|Bureau|Scrivania|Bureau|Biurko|Psací stůl|Íróasztal',
          'Office chair|Bürostuhl|Chaise de bureau|Sedia da ufficio|Bureaustoel|Krzesło biurowe|Kancelářská židle|Irodai szék',
          'Bookcase|Bücherregal|Bibliothèque|Libreria|Boekenkast|Regał na książki|Knihovna|Könyvespolc'] },
    ],
  },
  {
    names: 'Fashion|Mode|Mode|Moda|Mode|Moda|Móda|Divat',
    colour: '#8e44ad', shape: 'diamond', priceRange: [8, 250], materials: [3, 9, 4, 12], sizes: ['S', 'M', 'L', 'XL', 'XXL'],
    groups: [
      { names: 'Tops|Oberteile|Hauts|Top|Tops|Topy|Topy|Felsők',
        nouns: ['T-shirt|T-Shirt|T-shirt|Maglietta|T-shirt|Koszulka|Tričko|Póló',
          'Sweater|Pullover|Pull|Maglione|Trui|Sweter|Svetr|Pulóver',
          'Blouse|Bluse|Chemisier|Camicetta|Blouse|Bluzka|Halenka|Blúz'] },
      { names: 'Outerwear|Jacken & Mäntel|Vestes & manteaux|Capispalla|Jassen|Odzież wierzchnia|Svrchní oblečení|Felsőruházat',
        nouns: ['Rain jacket|Regenjacke|Veste de pluie|Giacca antipioggia|Regenjas|Kurtka przeciwdeszczowa|Bunda do deště|Esőkabát',
          'Winter coat|Wintermantel|Manteau d\'hiver|Cappotto invernale|Winterjas|Płaszcz zimowy|Zimní kabát|Télikabát',
          'Fleece jacket|Fleecejacke|Veste polaire|Giacca in pile|Fleecejas|Polar|Fleecová bunda|Polárdzseki'] },
      { names: 'Accessories|Accessoires|Accessoires|Accessori|Accessoires|Akcesoria|Doplňky|Kiegészítők',
        nouns: ['Scarf|Schal|Écharpe|Sciarpa|Sjaal|Szalik|Šála|Sál',
          'Handbag|Handtasche|Sac à main|Borsa|Handtas|Torebka|Kabelka|Kézitáska',
          'Belt|Gürtel|Ceinture|Cintura|Riem|Pasek|Opasek|Öv'] },
    ],
  },
  {
    names: 'Shoes|Schuhe|Chaussures|Scarpe|Schoenen|Buty|Boty|Cipők',
    colour: '#2c3e50', shape: 'triangle', priceRange: [15, 220], materials: [4, 12, 13, 3], sizes: ['EU 37', 'EU 39', 'EU 41', 'EU 43', 'EU 45'],
    groups: [
      { names: 'Sneakers|Sneaker|Baskets|Sneakers|Sneakers|Sneakersy|Tenisky|Sportcipők',
        nouns: ['Running shoe|Laufschuh|Chaussure de course|Scarpa da corsa|Hardloopschoen|But do biegania|Běžecká bota|Futócipő',
          'Canvas sneaker|Stoffsneaker|Basket en toile|Sneaker in tela|Canvas sneaker|Trampki|Plátěná teniska|Vászoncipő',
          'Trail shoe|Trailschuh|Chaussure de trail|Scarpa da trail|Trailschoen|But trailowy|Trailová bota|Terepcipő'] },
      { names: 'Boots|Stiefel|Bottes|Stivali|Laarzen|Kozaki|Kozačky|Csizmák',
        nouns: ['Ankle boot|Stiefelette|Bottine|Stivaletto|Enkellaars|Botek|Kotníková bota|Bokacsizma',
          'Hiking boot|Wanderschuh|Chaussure de randonnée|Scarpone da trekking|Wandelschoen|But trekkingowy|Turistická bota|Túrabakancs',
          'Rain boot|Gummistiefel|Botte de pluie|Stivale da pioggia|Regenlaars|Kalosz|Holínka|Gumicsizma'] },
      { names: 'Slippers & sandals|Hausschuhe & Sandalen|Chaussons & sandales|Pantofole e sandali|Pantoffels & sandalen|Kapcie i sandały|Pantofle a sandály|Papucsok és szandálok',
        nouns: ['Slipper|Hausschuh|Chausson|Pantofola|Pantoffel|Kapeć|Pantofel|Papucs',
          'Sandal|Sandale|Sandale|Sandalo|Sandaal|Sandał|Sandál|Szandál',
          'Flip-flop|Zehentrenner|Tong|Infradito|Teenslipper|Japonki|Žabky|Strandpapucs'] },
    ],
  },
  {
    names: 'Sports|Sport|Sport|Sport|Sport|Sport|Sport|Sport',
    colour: '#16a085', shape: 'circle', priceRange: [6, 900], materials: [10, 12, 13, 2], sizes: ['S', 'M', 'L', '26 inch', '28 inch'],
    groups: [
      { names: 'Fitness|Fitness|Fitness|Fitness|Fitness|Fitness|Fitness|Fitnesz',
        nouns: ['Yoga mat|Yogamatte|Tapis de yoga|Tappetino yoga|Yogamat|Mata do jogi|Podložka na jógu|Jógaszőnyeg',
          'Dumbbell|Kurzhantel|Haltère|Manubrio|Dumbbell|Hantel|Jednoruční činka|Kézisúlyzó',
          'Treadmill|Laufband|Tapis de course|Tapis roulant|Loopband|Bieżnia|Běžecký pás|Futópad'] },
      { names: 'Cycling|Radsport|Cyclisme|Ciclismo|Fietsen|Kolarstwo|Cyklistika|Kerékpározás',
        nouns: ['Bicycle|Fahrrad|Vélo|Bicicletta|Fiets|Rower|Kolo|Kerékpár',
          'Bike helmet|Fahrradhelm|Casque de vélo|Casco da bici|Fietshelm|Kask rowerowy|Cyklistická přilba|Kerékpáros sisak',
          'Bike lock|Fahrradschloss|Antivol|Lucchetto|Fietsslot|Zapięcie rowerowe|Zámek na kolo|Kerékpárzár'] },
      { names: 'Outdoor|Outdoor|Plein air|Outdoor|Buitensport|Outdoor|Outdoor|Szabadidő',
        nouns: ['Tent|Zelt|Tente|Tenda|Tent|Namiot|Stan|Sátor',
          'Sleeping bag|Schlafsack|Sac de couchage|Sacco a pelo|Slaapzak|Śpiwór|Spacák|Hálózsák',
          'Backpack|Rucksack|Sac à dos|Zaino|Rugzak|Plecak|Batoh|Hátizsák'] },
    ],
  },
  {
    names: 'Toys|Spielzeug|Jouets|Giocattoli|Speelgoed|Zabawki|Hračky|Játékok',
    colour: '#f1c40f', shape: 'triangle', priceRange: [4, 180], materials: [0, 5, 3], sizes: ['3+', '6+', '8+', '12+'],
    groups: [
      { names: 'Building toys|Bauspielzeug|Jeux de construction|Costruzioni|Bouwspeelgoed|Klocki|Stavebnice|Építőjátékok',
        nouns: ['Building blocks|Bausteine|Blocs de construction|Mattoncini|Bouwblokken|Klocki konstrukcyjne|Kostky|Építőkockák',
          'Marble run|Kugelbahn|Circuit à billes|Pista per biglie|Knikkerbaan|Tor kulkowy|Kuličková dráha|Golyópálya',
          'Train set|Eisenbahnset|Train en bois|Trenino|Treinset|Kolejka|Vláčkodráha|Vonatkészlet'] },
      { names: 'Games & puzzles|Spiele & Puzzles|Jeux & puzzles|Giochi e puzzle|Spellen & puzzels|Gry i puzzle|Hry a puzzle|Játékok és kirakók',
        nouns: ['Board game|Brettspiel|Jeu de société|Gioco da tavolo|Bordspel|Gra planszowa|Desková hra|Társasjáték',
          'Jigsaw puzzle|Puzzle|Puzzle|Puzzle|Legpuzzel|Układanka|Skládačka|Kirakó',
          'Card game|Kartenspiel|Jeu de cartes|Gioco di carte|Kaartspel|Gra karciana|Karetní hra|Kártyajáték'] },
      { names: 'Outdoor toys|Spielzeug für draußen|Jeux d\'extérieur|Giochi all\'aperto|Buitenspeelgoed|Zabawki ogrodowe|Venkovní hračky|Kerti játékok',
        nouns: ['Sandpit|Sandkasten|Bac à sable|Sabbiera|Zandbak|Piaskownica|Pískoviště|Homokozó',
          'Swing|Schaukel|Balançoire|Altalena|Schommel|Huśtawka|Houpačka|Hinta',
          'Scooter|Roller|Trottinette|Monopattino|Step|Hulajnoga|Koloběžka|Roller'] },
    ],
  },
  {
    names: 'Electronics|Elektronik|Électronique|Elettronica|Elektronica|Elektronika|Elektronika|Elektronika',
    colour: '#2980b9', shape: 'square', priceRange: [9, 1500], materials: [5, 10, 6], sizes: ['32 GB', '64 GB', '128 GB', '256 GB'],
    groups: [
      { names: 'Audio|Audio|Audio|Audio|Audio|Audio|Audio|Audió',
        nouns: ['Headphones|Kopfhörer|Casque audio|Cuffie|Koptelefoon|Słuchawki|Sluchátka|Fejhallgató',
          'Bluetooth speaker|Bluetooth-Lautsprecher|Enceinte Bluetooth|Altoparlante Bluetooth|Bluetooth-speaker|Głośnik Bluetooth|Bluetooth reproduktor|Bluetooth hangszóró',
          'Soundbar|Soundbar|Barre de son|Soundbar|Soundbar|Soundbar|Soundbar|Hangprojektor'] },
      { names: 'Computers|Computer|Ordinateurs|Computer|Computers|Komputery|Počítače|Számítógépek',
        nouns: ['Laptop|Laptop|Ordinateur portable|Portatile|Laptop|Laptop|Notebook|Laptop',
          'Monitor|Monitor|Écran|Monitor|Monitor|Monitor|Monitor|Monitor',
          'Keyboard|Tastatur|Clavier|Tastiera|Toetsenbord|Klawiatura|Klávesnice|Billentyűzet'] },
      { names: 'Smart home|Smart Home|Maison connectée|Casa intelligente|Slim huis|Inteligentny dom|Chytrá domácnost|Okosotthon',
        nouns: ['Smart bulb|Smarte Glühbirne|Ampoule connectée|Lampadina smart|Slimme lamp|Inteligentna żarówka|Chytrá žárovka|Okosizzó',
          'Security camera|Überwachungskamera|Caméra de surveillance|Telecamera di sicurezza|Beveiligingscamera|Kamera monitorująca|Bezpečnostní kamera|Biztonsági kamera',
          'Smart plug|Smarte Steckdose|Prise connectée|Presa smart|Slimme stekker|Inteligentne gniazdko|Chytrá zásuvka|Okoskonnektor'] },
    ],
  },
  {
    names: 'Pets|Haustier|Animaux|Animali|Huisdieren|Zwierzęta|Zvířata|Háziállatok',
    colour: '#e67e22', shape: 'drop', priceRange: [3, 260], materials: [3, 12, 5, 11], sizes: ['S', 'M', 'L', '2 kg', '10 kg'],
    groups: [
      { names: 'Dogs|Hunde|Chiens|Cani|Honden|Psy|Psi|Kutyák',
        nouns: ['Dog bed|Hundebett|Panier pour chien|Cuccia|Hondenmand|Legowisko dla psa|Pelíšek pro psa|Kutyaágy',
          'Dog leash|Hundeleine|Laisse|Guinzaglio|Hondenriem|Smycz|Vodítko|Póráz',
          'Dog food|Hundefutter|Croquettes pour chien|Cibo per cani|Hondenvoer|Karma dla psa|Krmivo pro psy|Kutyatáp'] },
      { names: 'Cats|Katzen|Chats|Gatti|Katten|Koty|Kočky|Macskák',
        nouns: ['Scratching post|Kratzbaum|Arbre à chat|Tiragraffi|Krabpaal|Drapak|Škrabadlo|Kaparófa',
          'Cat litter|Katzenstreu|Litière|Lettiera|Kattenbakvulling|Żwirek|Stelivo|Macskaalom',
          'Cat toy|Katzenspielzeug|Jouet pour chat|Gioco per gatti|Kattenspeeltje|Zabawka dla kota|Hračka pro kočky|Macskajáték'] },
      { names: 'Small animals|Kleintiere|Petits animaux|Piccoli animali|Kleine dieren|Małe zwierzęta|Malá zvířata|Kisállatok',
        nouns: ['Cage|Käfig|Cage|Gabbia|Kooi|Klatka|Klec|Ketrec',
          'Aquarium|Aquarium|Aquarium|Acquario|Aquarium|Akwarium|Akvárium|Akvárium',
          'Hay rack|Heuraufe|Râtelier à foin|Rastrelliera per fieno|Hooiruif|Paśnik na siano|Krmítko na seno|Szénatartó'] },
    ],
  },
  {
    names: 'Office & School|Büro & Schule|Bureau & école|Ufficio e scuola|Kantoor & school|Biuro i szkoła|Kancelář a škola|Iroda és iskola',
    colour: '#7f8c8d', shape: 'hexagon', priceRange: [2, 120], materials: [5, 1, 3, 0], sizes: ['A4', 'A5', 'A3', '10 pcs'],
    groups: [
      { names: 'Writing|Schreibwaren|Écriture|Scrittura|Schrijfwaren|Artykuły piśmiennicze|Psací potřeby|Íróeszközök',
        nouns: ['Fountain pen|Füller|Stylo plume|Penna stilografica|Vulpen|Pióro wieczne|Plnicí pero|Töltőtoll',
          'Coloured pencils|Buntstifte|Crayons de couleur|Matite colorate|Kleurpotloden|Kredki|Pastelky|Színes ceruzák',
          'Notebook|Notizbuch|Carnet|Quaderno|Notitieboek|Notes|Zápisník|Jegyzetfüzet'] },
      { names: 'School bags|Schultaschen|Cartables|Zaini scuola|Schooltassen|Tornistry|Školní tašky|Iskolatáskák',
        nouns: ['School backpack|Schulrucksack|Sac à dos scolaire|Zaino scolastico|Schoolrugzak|Plecak szkolny|Školní batoh|Iskolai hátizsák',
          'Pencil case|Federmäppchen|Trousse|Astuccio|Etui|Piórnik|Penál|Tolltartó',
          'Lunch box|Brotdose|Boîte à goûter|Portapranzo|Broodtrommel|Śniadaniówka|Svačinový box|Uzsonnás doboz'] },
      { names: 'Organisation|Organisation|Rangement|Organizzazione|Organisatie|Organizacja|Organizace|Rendszerezés',
        nouns: ['Ring binder|Ordner|Classeur|Raccoglitore|Ordner|Segregator|Pořadač|Iratrendező',
          'Desk organiser|Schreibtisch-Organizer|Organiseur de bureau|Organizer da scrivania|Bureau-organizer|Organizer na biurko|Stolní organizér|Asztali rendező',
          'Calendar|Kalender|Calendrier|Calendario|Kalender|Kalendarz|Kalendář|Naptár'] },
    ],
  },
  {
    names: 'Beauty & Care|Beauty & Pflege|Beauté & soins|Bellezza e cura|Beauty & verzorging|Uroda i pielęgnacja|Krása a péče|Szépség és ápolás',
    colour: '#d35480', shape: 'diamond', priceRange: [3, 300], materials: [6, 5, 7, 8], sizes: ['50 ml', '100 ml', '250 ml', '500 ml'],
    groups: [
      { names: 'Hair care|Haarpflege|Soins des cheveux|Cura dei capelli|Haarverzorging|Pielęgnacja włosów|Péče o vlasy|Hajápolás',
        nouns: ['Hair dryer|Haartrockner|Sèche-cheveux|Asciugacapelli|Föhn|Suszarka do włosów|Fén|Hajszárító',
          'Shampoo|Shampoo|Shampooing|Shampoo|Shampoo|Szampon|Šampon|Sampon',
          'Hairbrush|Haarbürste|Brosse à cheveux|Spazzola|Haarborstel|Szczotka do włosów|Kartáč na vlasy|Hajkefe'] },
      { names: 'Skin care|Hautpflege|Soins de la peau|Cura della pelle|Huidverzorging|Pielęgnacja skóry|Péče o pleť|Bőrápolás',
        nouns: ['Face cream|Gesichtscreme|Crème visage|Crema viso|Gezichtscrème|Krem do twarzy|Pleťový krém|Arckrém',
          'Body lotion|Körperlotion|Lait corporel|Lozione corpo|Bodylotion|Balsam do ciała|Tělové mléko|Testápoló',
          'Sunscreen|Sonnencreme|Crème solaire|Crema solare|Zonnebrand|Krem przeciwsłoneczny|Opalovací krém|Naptej'] },
      { names: 'Bath|Bad|Bain|Bagno|Bad|Kąpiel|Koupel|Fürdő',
        nouns: ['Bath towel|Badetuch|Drap de bain|Telo bagno|Badlaken|Ręcznik kąpielowy|Osuška|Fürdőlepedő',
          'Bathrobe|Bademantel|Peignoir|Accappatoio|Badjas|Szlafrok|Župan|Fürdőköpeny',
          'Shower gel|Duschgel|Gel douche|Bagnoschiuma|Douchegel|Żel pod prysznic|Sprchový gel|Tusfürdő'] },
    ],
  },
];

/** Brand tagline per language; `{brand}` and `{year}` are filled in. */
export const BRAND_TAGLINES: Record<Language, string> = {
  en: '{brand} – quality since {year}',
  de: '{brand} – Qualität seit {year}',
  fr: '{brand} – la qualité depuis {year}',
  it: '{brand} – qualità dal {year}',
  nl: '{brand} – kwaliteit sinds {year}',
  pl: '{brand} – jakość od {year}',
  cs: '{brand} – kvalita od roku {year}',
  hu: '{brand} – minőség {year} óta',
};

const splitCache = new Map<string, string[]>();

export function wordIn(entry: string, language: Language): string {
  let parts = splitCache.get(entry);
  if (!parts) {
    parts = entry.split('|');
    splitCache.set(entry, parts);
  }
  return parts[LANGUAGES.indexOf(language)] ?? parts[0] ?? entry;
}
