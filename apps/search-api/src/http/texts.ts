import { wordIn, type Language } from '../catalogue/vocabulary';

/** UI texts of API answers, one `|`-separated entry per catalogue language (same order as LANGUAGES). */
const TEXTS = {
  facetCategory: 'Category|Kategorie|Catégorie|Categoria|Categorie|Kategoria|Kategorie|Kategória',
  facetBrand: 'Brand|Marke|Marque|Marca|Merk|Marka|Značka|Márka',
  facetColour: 'Colour|Farbe|Couleur|Colore|Kleur|Kolor|Barva|Szín',
  facetSize: 'Size|Größe|Taille|Taglia|Maat|Rozmiar|Velikost|Méret',
  facetPrice: 'Price|Preis|Prix|Prezzo|Prijs|Cena|Cena|Ár',
  facetRating: 'Rating|Bewertung|Note|Valutazione|Beoordeling|Ocena|Hodnocení|Értékelés',
  facetStore: 'Availability|Verfügbarkeit|Disponibilité|Disponibilità|Beschikbaarheid|Dostępność|Dostupnost|Elérhetőség',
  storeValue: 'Available in store|Im Markt verfügbar|Disponible en magasin|Disponibile in negozio|Verkrijgbaar in de winkel|Dostępne w sklepie|Dostupné na prodejně|Áruházban kapható',
  ratingValueOne: '1 star & up|Ab 1 Stern|1 étoile et plus|1 stella e più|1 ster en meer|Od 1 gwiazdki|Od 1 hvězdičky|1 csillagtól',
  ratingValue: '{n} stars & up|Ab {n} Sternen|{n} étoiles et plus|{n} stelle e più|{n} sterren en meer|Od {n} gwiazdek|Od {n} hvězdiček|{n} csillagtól',
  sortRelevance: 'Relevance|Relevanz|Pertinence|Rilevanza|Relevantie|Trafność|Relevance|Relevancia',
  'sortPrice-asc': 'Price: low to high|Preis aufsteigend|Prix croissant|Prezzo crescente|Prijs oplopend|Cena rosnąco|Cena vzestupně|Ár szerint növekvő',
  'sortPrice-desc': 'Price: high to low|Preis absteigend|Prix décroissant|Prezzo decrescente|Prijs aflopend|Cena malejąco|Cena sestupně|Ár szerint csökkenő',
  sortRating: 'Best rated|Beste Bewertung|Mieux notés|Più votati|Best beoordeeld|Najlepiej oceniane|Nejlépe hodnocené|Legjobbra értékelt',
  sortNewest: 'Newest|Neueste|Nouveautés|Novità|Nieuwste|Najnowsze|Nejnovější|Legújabb',
  groupProduct: 'Products|Produkte|Produits|Prodotti|Producten|Produkty|Produkty|Termékek',
  groupBrand: 'Brands|Marken|Marques|Marche|Merken|Marki|Značky|Márkák',
  advisorCategory: 'Which category are you looking for?|Welche Kategorie suchen Sie?|Quelle catégorie recherchez-vous ?|Quale categoria stai cercando?|Welke categorie zoekt u?|Jakiej kategorii szukasz?|Jakou kategorii hledáte?|Melyik kategóriát keresi?',
  groupCategory: 'Categories|Kategorien|Catégories|Categorie|Categorieën|Kategorie|Kategorie|Kategóriák',
  searchFor: 'Search results for “{q}”|Suchergebnisse für „{q}“|Résultats pour « {q} »|Risultati per “{q}”|Zoekresultaten voor ‘{q}’|Wyniki wyszukiwania dla „{q}”|Výsledky hledání pro „{q}“|Találatok erre: „{q}”',
  nrp: 'Unfortunately we found no results for your search. Check the spelling or try a more general term.|Leider haben wir zu Ihrer Suche keine Ergebnisse gefunden. Bitte prüfen Sie die Schreibweise oder versuchen Sie einen allgemeineren Begriff.|Malheureusement, nous n\'avons trouvé aucun résultat pour votre recherche. Vérifiez l\'orthographe ou essayez un terme plus général.|Purtroppo non abbiamo trovato risultati per la tua ricerca. Controlla l\'ortografia o prova un termine più generico.|Helaas hebben we geen resultaten gevonden voor je zoekopdracht. Controleer de spelling of probeer een algemenere term.|Niestety nie znaleźliśmy wyników dla Twojego wyszukiwania. Sprawdź pisownię lub spróbuj bardziej ogólnego hasła.|Bohužel jsme pro vaše hledání nenašli žádné výsledky. Zkontrolujte pravopis nebo zkuste obecnější výraz.|Sajnos nem találtunk találatot a keresésére. Ellenőrizze a helyesírást, vagy próbáljon általánosabb kifejezést.',
  ncp: 'There are currently no products in this category.|In dieser Kategorie gibt es derzeit keine Produkte.|Cette catégorie ne contient actuellement aucun produit.|Al momento non ci sono prodotti in questa categoria.|Er zijn momenteel geen producten in deze categorie.|W tej kategorii nie ma obecnie żadnych produktów.|V této kategorii momentálně nejsou žádné produkty.|Ebben a kategóriában jelenleg nincsenek termékek.',
  shopName: 'Shop|Shop|Boutique|Negozio|Winkel|Sklep|Obchod|Áruház',
  home: 'Home|Startseite|Accueil|Home|Home|Strona główna|Domů|Főoldal',
  metaDescription: 'Find home, garden, DIY, fashion and more at great prices.|Haus, Garten, Heimwerken, Mode und mehr zu tollen Preisen.|Maison, jardin, bricolage, mode et plus à petits prix.|Casa, giardino, fai da te, moda e altro a ottimi prezzi.|Huis, tuin, klussen, mode en meer voor scherpe prijzen.|Dom, ogród, majsterkowanie, moda i więcej w świetnych cenach.|Dům, zahrada, kutilství, móda a další za skvělé ceny.|Otthon, kert, barkács, divat és sok más kedvező áron.',
  footerService: 'Customer service|Kundenservice|Service client|Servizio clienti|Klantenservice|Obsługa klienta|Zákaznický servis|Ügyfélszolgálat',
  footerImprint: 'Imprint|Impressum|Mentions légales|Note legali|Colofon|Impressum|Tiráž|Impresszum',
  footerPrivacy: 'Privacy|Datenschutz|Confidentialité|Privacy|Privacy|Prywatność|Ochrana soukromí|Adatvédelem',
  categoryIntro: 'Discover {count} products in {name}.|Entdecken Sie {count} Produkte in {name}.|Découvrez {count} produits dans {name}.|Scopri {count} prodotti in {name}.|Ontdek {count} producten in {name}.|Odkryj {count} produktów w kategorii {name}.|Objevte {count} produktů v kategorii {name}.|Fedezzen fel {count} terméket: {name}.',
  backToResults: 'Back to results|Zurück zu den Ergebnissen|Retour aux résultats|Torna ai risultati|Terug naar de resultaten|Powrót do wyników|Zpět na výsledky|Vissza a találatokhoz',
  availability1: 'Not available|Nicht verfügbar|Indisponible|Non disponibile|Niet beschikbaar|Niedostępny|Není k dispozici|Nem kapható',
  availability2: 'Available soon|Bald verfügbar|Bientôt disponible|Presto disponibile|Binnenkort beschikbaar|Wkrótce dostępny|Brzy k dispozici|Hamarosan kapható',
  availability3: 'Available|Verfügbar|Disponible|Disponibile|Beschikbaar|Dostępny|K dispozici|Kapható',
  articleNumber: 'Article number|Artikelnummer|Référence|Codice articolo|Artikelnummer|Numer artykułu|Číslo zboží|Cikkszám',
} as const;

export type TextKey = keyof typeof TEXTS;

export function text(key: TextKey, language: Language, values: Record<string, string | number> = {}): string {
  let result = wordIn(TEXTS[key], language);
  for (const [name, value] of Object.entries(values)) result = result.replaceAll(`{${name}}`, String(value));
  return result;
}

/** "From n stars", with the singular where the language has one for n = 1. */
export function ratingLabel(n: number, language: Language): string {
  return n === 1 ? text('ratingValueOne', language) : text('ratingValue', language, { n });
}

export function sortLabel(code: string, language: Language): string {
  const key = `sort${code.charAt(0).toUpperCase()}${code.slice(1)}`;
  return key in TEXTS ? text(key as TextKey, language) : code;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
