/** Demo reviews: `courseIndex` points into demoCourses(); the last one awaits approval. */
export const demoTestimonials = [
  { name: 'Sandra M.', role: 'Mutter von Lena (6)', rating: 5, courseIndex: 0, isVisible: true,
    content: 'Lena hatte nach drei Stunden keine Angst mehr vor dem Wasser und hat jetzt stolz ihr Seepferdchen. Danke für die Geduld!' },
  { name: 'Thomas K.', role: 'Kursteilnehmer', rating: 5, courseIndex: 3, isVisible: true,
    content: 'Mit 45 endlich schwimmen gelernt. Kleine Gruppe, ruhige Atmosphäre, absolut empfehlenswert.' },
  { name: 'Stadtwerke Musterstadt', role: 'Betreiber Freibad', rating: 4, courseIndex: null, isVisible: true,
    content: 'Zuverlässige technische Betreuung über die ganze Saison und eine saubere Einwinterung.' },
  { name: 'Julia R.', role: 'Rettungsschwimmerin', rating: 5, courseIndex: 5, isVisible: true,
    content: 'Sehr praxisnahe Ausbildung, die Prüfung war danach kein Problem mehr.' },
  { name: 'Anonym', role: null, rating: 2, courseIndex: 8, isVisible: false,
    content: 'Die Umkleiden waren sehr voll. Der Kurs selbst war in Ordnung.' },
];

const paragraphs = (...texts: string[]) => texts.join('\n\n');

/** Demo articles, newest first; the last one is a draft. `daysAgo` is the publish date. */
export const demoBlogPosts = [
  {
    title: 'Ab wann sollte mein Kind schwimmen lernen?', slug: 'ab-wann-schwimmen-lernen', category: 'Schwimmkurse',
    tags: ['Kinder', 'Seepferdchen', 'Tipps', 'Eltern'], daysAgo: 3, published: true,
    summary: 'Warum fünf Jahre ein gutes Alter für den ersten Schwimmkurs ist und wie Sie Ihr Kind vorbereiten.',
    content: paragraphs(
      'Viele Eltern fragen uns, wann der richtige Zeitpunkt für den ersten Schwimmkurs ist. Unsere Erfahrung aus über 20 Jahren: Ab etwa fünf Jahren haben Kinder die Koordination und Ausdauer, die sie für die Schwimmbewegungen brauchen.',
      'Vorher lohnt sich Wassergewöhnung beim Familienschwimmen: Spritzen, Pusten, Tauchen – alles, was Spaß macht und die Angst nimmt.',
      'Packen Sie für den Kurs Badekleidung, Handtuch, Badekappe und Badeschuhe ein; eine Schwimmbrille ist optional.',
    ),
  },
  {
    title: 'Freibad winterfest machen: die vier Schritte', slug: 'freibad-winterfest-machen', category: 'Bäderbetrieb',
    tags: ['Einwinterung', 'Technik'], daysAgo: 20, published: true,
    summary: 'Anlagenprüfung, Wasserkonservierung, Frostschutz und Leistungsoptimierung – so gelingt die Einwinterung.',
    content: paragraphs(
      'Eine sorgfältige Einwinterung schützt Becken und Technik vor Frostschäden und spart im Frühjahr Zeit und Geld.',
      'Wir beginnen mit einer Anlagenprüfung, konservieren das Wasser, sichern alle Leitungen gegen Frost und nutzen die Pause, um die Anlage für die nächste Saison zu optimieren.',
    ),
  },
  {
    title: 'Rettungsschwimmer werden: Voraussetzungen und Ablauf', slug: 'rettungsschwimmer-werden', category: 'Rettungsschwimmen',
    tags: ['Rettungsschwimmer', 'Ausbildung', 'Bronze'], daysAgo: 45, published: true,
    summary: 'Was Sie für das Rettungsschwimmabzeichen Bronze mitbringen müssen und wie die Ausbildung abläuft.',
    content: paragraphs(
      'Das Rettungsschwimmabzeichen Bronze ist die Grundlage für jede Tätigkeit als Badeaufsicht.',
      'Voraussetzung sind ein Mindestalter und ein aktueller Erste-Hilfe-Kurs. In acht Terminen üben wir Befreiungsgriffe, Transportschwimmen und die Herz-Lungen-Wiederbelebung.',
    ),
  },
  {
    title: 'Was gehört in die Schwimmtasche?', slug: 'was-gehoert-in-die-schwimmtasche', category: 'Schwimmkurse',
    tags: ['Tipps'], daysAgo: 70, published: true,
    summary: 'Die kurze Checkliste für entspannte Kursstunden.',
    content: paragraphs(
      'Badeanzug oder Badehose, ein großes Handtuch, Badekappe und Badeschuhe – mehr braucht es nicht.',
      'Eine Schwimmbrille ist erlaubt, aber kein Muss. Bitte keine Schwimmflügel mitbringen: Wir arbeiten mit eigenen Hilfsmitteln.',
    ),
  },
  {
    title: 'Neue Kurszeiten ab Herbst (Entwurf)', slug: 'neue-kurszeiten-herbst', category: 'Neuigkeiten',
    tags: ['Kurse'], daysAgo: 0, published: false,
    summary: 'Ab Herbst bieten wir zusätzliche Kurse am Wochenende an.',
    content: paragraphs(
      'Dieser Beitrag ist noch ein Entwurf und erscheint erst nach der Veröffentlichung auf der Website.',
      'Die neuen Termine stehen bald fest.',
    ),
  },
];
