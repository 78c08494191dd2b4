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
    titleEn: 'When should my child learn to swim?', categoryEn: 'Swimming courses', tagsEn: ['Children', 'Seahorse badge', 'Tips', 'Parents'],
    summaryEn: 'Why five is a good age for the first swimming course and how to prepare your child.',
    contentEn: paragraphs(
      'Many parents ask us when the right time for the first swimming course is. Our experience from over 20 years: from about five, children have the coordination and stamina they need for the swimming movements.',
      'Before that, getting used to the water at family swimming is worth it: splashing, blowing bubbles, diving – everything that is fun and takes away the fear.',
      'For the course, pack swimwear, a towel, a swimming cap and pool shoes; goggles are optional.',
    ),
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
    titleEn: 'Getting an outdoor pool ready for winter: the four steps', categoryEn: 'Pool operation', tagsEn: ['Winterization', 'Technology'],
    summaryEn: 'Checking the plant, preserving the water, frost protection and optimisation – how winterization succeeds.',
    contentEn: paragraphs(
      'Careful winterization protects pool and plant from frost damage and saves time and money in spring.',
      'We start by checking the plant, preserve the water, protect all pipes against frost and use the break to optimise the plant for the next season.',
    ),
    summary: 'Anlagenprüfung, Wasserkonservierung, Frostschutz und Leistungsoptimierung – so gelingt die Einwinterung.',
    content: paragraphs(
      'Eine sorgfältige Einwinterung schützt Becken und Technik vor Frostschäden und spart im Frühjahr Zeit und Geld.',
      'Wir beginnen mit einer Anlagenprüfung, konservieren das Wasser, sichern alle Leitungen gegen Frost und nutzen die Pause, um die Anlage für die nächste Saison zu optimieren.',
    ),
  },
  {
    title: 'Rettungsschwimmer werden: Voraussetzungen und Ablauf', slug: 'rettungsschwimmer-werden', category: 'Rettungsschwimmen',
    tags: ['Rettungsschwimmer', 'Ausbildung', 'Bronze'], daysAgo: 45, published: true,
    titleEn: 'Becoming a lifeguard: requirements and course of training', categoryEn: 'Lifesaving', tagsEn: ['Lifeguard', 'Training', 'Bronze'],
    summaryEn: 'What you need for the bronze lifesaving badge and how the training works.',
    contentEn: paragraphs(
      'The bronze lifesaving badge is the basis for any work as a pool supervisor.',
      'You need to be of minimum age and have a recent first-aid course. In eight sessions we practise release grips, towing a swimmer and cardiopulmonary resuscitation.',
    ),
    summary: 'Was Sie für das Rettungsschwimmabzeichen Bronze mitbringen müssen und wie die Ausbildung abläuft.',
    content: paragraphs(
      'Das Rettungsschwimmabzeichen Bronze ist die Grundlage für jede Tätigkeit als Badeaufsicht.',
      'Voraussetzung sind ein Mindestalter und ein aktueller Erste-Hilfe-Kurs. In acht Terminen üben wir Befreiungsgriffe, Transportschwimmen und die Herz-Lungen-Wiederbelebung.',
    ),
  },
  {
    title: 'Was gehört in die Schwimmtasche?', slug: 'was-gehoert-in-die-schwimmtasche', category: 'Schwimmkurse',
    tags: ['Tipps'], daysAgo: 70, published: true,
    titleEn: 'What goes into the swimming bag?', categoryEn: 'Swimming courses', tagsEn: ['Tips'],
    summaryEn: 'The short checklist for relaxed lessons.',
    contentEn: paragraphs(
      'A swimsuit or swimming trunks, a large towel, a swimming cap and pool shoes – that is all it takes.',
      'Goggles are allowed but not a must. Please do not bring armbands: we work with our own swimming aids.',
    ),
    summary: 'Die kurze Checkliste für entspannte Kursstunden.',
    content: paragraphs(
      'Badeanzug oder Badehose, ein großes Handtuch, Badekappe und Badeschuhe – mehr braucht es nicht.',
      'Eine Schwimmbrille ist erlaubt, aber kein Muss. Bitte keine Schwimmflügel mitbringen: Wir arbeiten mit eigenen Hilfsmitteln.',
    ),
  },
  {
    title: 'Neue Kurszeiten ab Herbst (Entwurf)', slug: 'neue-kurszeiten-herbst', category: 'Neuigkeiten',
    tags: ['Kurse'], daysAgo: 0, published: false,
    titleEn: 'New course times from autumn (draft)', categoryEn: 'News', tagsEn: ['Courses'],
    summaryEn: 'From autumn we offer additional courses at the weekend.',
    contentEn: paragraphs(
      'This post is still a draft and appears on the website only once it is published.',
      'The new dates will be fixed soon.',
    ),
    summary: 'Ab Herbst bieten wir zusätzliche Kurse am Wochenende an.',
    content: paragraphs(
      'Dieser Beitrag ist noch ein Entwurf und erscheint erst nach der Veröffentlichung auf der Website.',
      'Die neuen Termine stehen bald fest.',
    ),
  },
];
