import { phrases } from "./idioms";

/**
 * Everyday senses of the entries' words that are not the dream image: idioms, figurative uses,
 * phrasal verbs, compounds and names ("hit the road", "a key point", "lose my nerve").
 */
export const IDIOMS_6: Record<string, string[]> = {
  book: phrases(`
    by the book; in my book; in his book; in her book; open book; closed book; throw the book;
    threw the book; throw the book at; cook the books; cooked the books; cooking the books;
    balance the books; balanced the books; balancing the books; on the books; one for the books;
    book a; booked a; booked the; book the; booked in; book in; booking; booked; bookings; book you in;
    book me in; booked me in; booked us; book us; paged; paging; page me; paged me; chequebook;
    cheque book; check book; checkbook; book of rules; face book; facebook; read him like a book;
    read her like a book; read me like a book; every trick in the book; oldest trick in the book;
    pages of notes; pages of paperwork; pages of forms; yellow pages
  `),
  letter: phrases(`
    in big letters; in gold letters; in capital letters; letters of the alphabet; neon letters;
    big red letters; to the letter; letter of the law; letter grade; letter grades; chain mail;
    chainmail; blackmail; blackmailed; blackmailing; mail order; e-mail address; email address;
    email addresses; email me; emailed me; emailing me; email you; emailed you; email him; emailed him;
    email her; emailed her; email them; emailed them; letters after; letters after his name;
    letters after her name; capital letter; capital letters; block letters; block capitals; letter a;
    letter b; letter c; letter d; letter e; letter f; letter g; letter h; letter i; letter j; letter k;
    letter l; letter m; letter n; letter o; letter p; letter q; letter r; letter s; letter t; letter u;
    letter v; letter w; letter x; letter y; letter z; red letter day; red-letter day; dead letter;
    letter box; letterbox; mail box; mailbox; the daily mail; the mail on sunday; mail on sunday;
    royal mail; wrong letters; typing the wrong letters; typed the wrong letters
  `),
  gift: phrases(`
    gift for; at present; in the present; the present day; present moment; gift of; has a gift;
    have a gift; had a gift; god's gift; gift horse; gifted; gift of the gab; gift for it;
    natural gift; a real gift; present day; present time; present tense; past and present;
    the present moment; the present time; presents itself; presents a; presents the; presented itself;
    presented a; present company; present and correct; here and present; time is a gift; gift card;
    gift cards; gift voucher; gift vouchers; gift shop; gift shops; gift wrap; gift-wrap; gift wrapped;
    gift-wrapped; gift wrapping; gift-wrapping
  `),
  ring: phrases(`
    give me a ring; gave me a ring; give her a ring; give him a ring; ring a bell; rang a bell;
    key ring; ring of truth; ring of; rings of; ring road; onion rings; onion ring; rings under;
    dark rings; drug ring; smuggling ring; spy ring; crime ring; rings around; rings round; ring fence;
    ring-fence; ring-fenced; ring binder; ring binders; three-ring; ring-leader; ringleader;
    ring leader; ring pull; ring-pull; ring finger; ringtone; ring tone; bell ring; boxing ring;
    wrestling ring; circus ring; show ring; sale ring; ring master; ringmaster; give you a ring;
    gave you a ring; gave her a ring; gave him a ring; gave them a ring; give them a ring;
    gave us a ring; give us a ring; a ring later; a quick ring; ring true; rings true; rang true;
    keyring; tree rings; smoke rings; smoke ring; olympic rings; rings of saturn; the rings of;
    pass the ring; got in the ring; into the ring; stepped into the ring; climbed into the ring;
    in the ring with
  `),
  clothes: phrases(`
    coat of paint; salad dressing; french dressing; dressing down; dressed down; dressing-down;
    window dressing; dress the wound; dressed the wound; dressing the wound; dressed his wound;
    dressed her wound; dressed my wound; wound dressing; wound dressings; dress rehearsal;
    dress rehearsals; coat of; coats of; coated; coating; sugar-coat; sugarcoat; sugar coat;
    sugar-coated; sugar coated; coat of arms; jacket potato; jacket potatoes; dust jacket;
    keep your shirt on; lose my shirt; lost my shirt; lost his shirt; stuffed shirt; uniform in;
    uniform rows; uniform colour; uniform color; uniform size; uniform shape; uniformly;
    dressed the salad; dress the salad; dressing the salad; dressed the chicken; dressed the turkey;
    dressed the meat; dressed crab; dressed to kill; dressed to the nines; dress sense; coat of primer;
    coat of varnish; the whole outfit; a small outfit; the outfit i work for; the outfit he worked for;
    an outfit called; outfit called; uniform approach; coat hooks; coat hook; coat hanger;
    coat hangers; coat rack; coat stand
  `),
  shoes: phrases(`
    in my shoes; in her shoes; in his shoes; in your shoes; to boot; booted; booting; boot up;
    booted up; boot camp; bootcamp; boot out; booted out; boot of the car; boot of my car;
    boot of his car; boot of her car; car boot; car boots; the boot; shoe-in; shoo-in; shoe in;
    on the other foot; if the shoe fits; waiting for the other shoe; other shoe to drop;
    dead men's shoes; dead man's shoes; shoe box; shoebox; shoe boxes; shoeboxes; shoe shop;
    shoe shops; shoe horn; shoehorn; shoehorned; shoestring; on a shoestring; shoe string;
    goody two shoes; goody two-shoes; shake in my boots; shaking in my boots; quaking in my boots;
    shaking in her boots; shaking in his boots; too big for his boots; too big for her boots;
    boots on the ground; boots the chemist; tough as old boots; kick up the backside; in their shoes;
    in our shoes; fill his shoes; fill her shoes; filled his shoes; filled her shoes; fill those shoes;
    big shoes to fill
  `),
  weapon: phrases(`
    blade of grass; blades of grass; bread knife; butter knife; jump the gun; jumped the gun;
    chef's knife; chef's knives; chefs knives; chef knives; chef knife; knife and fork;
    knives and forks; steak knife; steak knives; carving knife; paring knife; palette knife;
    craft knife; stanley knife; utility knife; under the knife; knife edge; knife-edge;
    twist the knife; twisted the knife; twisting the knife; cut it with a knife;
    cut the tension with a knife; stick to my guns; stuck to my guns; stuck to her guns;
    stuck to his guns; stick to her guns; stick to his guns; sticking to my guns; guns blazing;
    under the gun; great guns; son of a gun; glue gun; glue guns; staple gun; nail gun; water gun;
    water guns; water pistol; water pistols; spray gun; gunning for; big guns; big gun; smoking gun;
    nerf gun; nerf guns; starting gun; starter's gun; jumping the gun; top gun; radar gun; speed gun;
    shoulder blade; shoulder blades; fan blade; fan blades; roller blades; rollerblades; rollerblading;
    rotor blade; rotor blades; razor blade; razor blades; windmill blades; turbine blades;
    double-edged sword; double edged sword; fall on my sword; fell on my sword; fall on his sword;
    fell on his sword; sword of damocles; sword swallower; secret weapon; weapon of choice;
    weapons-grade; rifle through; rifled through; rifling through; rifled; rifling; rifle in;
    knife crime
  `),
  computer: phrases(`
    big screen; screen door; screen doors; smoke screen; smokescreen; sun screen; sunscreen;
    folding screen; privacy screen; screen test; screen tests; screen time; screened; screening;
    screen print; screen-print; screen printing; screen-printing; the big screen; silver screen;
    small screen; on the big screen; tv screen; television screen; cinema screen; phone screen;
    screen actor; screen actress; played the keyboard; play the keyboard; playing the keyboard;
    plays the keyboard; keyboard player; on keyboards; keyboards player; keyboard solo;
    screen came down; the screen came down; behind a screen; behind the screen; behind screens;
    projector screen; projection screen; screen saver; screensaver
  `),
  photograph: phrases(`
    picture this; get the picture; bigger picture; big picture; in the picture; out of the picture;
    picture of health; picture perfect; picture-perfect; pictured; picturing; picture myself;
    picture it; to the pictures; at the pictures; could picture; can picture; can't picture;
    couldn't picture; picture him; picture her; picture the; picture us; picture them; picture you;
    i picture; you picture; pretty as a picture; camera shy; camera-shy; new album; debut album;
    first album; second album; latest album; studio album; album cover; album covers; album launch;
    album track; album tracks; photo finish; photo-finish; photo bomb; photobomb; photobombed;
    photo op; photo opportunity; photo shoot; photoshoot; photo booth
  `),
  mask: phrases(`
    masking tape; masked her; masked his; mask my; masked my; mask her; mask his; mask the smell;
    masked the smell; masking the smell; mask the taste; masked the taste; mask the pain;
    masked the pain; masking the pain; masked the sound; mask the sound; masking the sound; masking my;
    masking her; masking his; blessing in disguise; thinly disguised; barely disguised;
    poorly disguised; thinly veiled; disguised as a joke; face mask; face masks; sheet mask;
    sheet masks; mud mask; hair mask; eye mask; sleep mask; oxygen mask; oxygen masks; gas mask;
    gas masks; surgical mask; surgical masks; snorkel mask; diving mask; ski mask
  `),
  box: phrases(`
    signal box; pillar box; post box; phone box; box room; tick box; witness box; jury box; letter box;
    letterbox; boxing; outside the box; box set; box sets; boxset; boxsets; box office; on the box;
    boxed in; tick the box; ticked the box; ticking the box; ticks all the boxes; ticked all the boxes;
    tick all the boxes; ticking all the boxes; ticks the boxes; tick the boxes; ticked the boxes;
    jack in the box; jack-in-the-box; package holiday; package holidays; pay package; benefits package;
    the whole package; software package; package deal; redundancy package; severance package;
    national treasure; a treasure; treasured; treasure trove; treasure hunt; treasure hunts; soap box;
    soapbox; on my soapbox; chatterbox; chatter box; tool box; toolbox; lunch box; lunchbox; inbox;
    in-box; juice box; juice boxes; text box; search box; box junction; box hedge; box hedges;
    box pleat; pandora's box; boxed
  `),
  "broken-glass": phrases(`
    cracked a joke; cracked jokes; cracked up; cracked a smile; i was shattered; i felt shattered;
    i'm shattered; we were shattered; shattered the silence; shatter the silence;
    shattering the silence; heart shattered; world shattered; shattered dreams; shattered my dreams;
    shattered her dreams; shattered his dreams; shattered my confidence; shattered her confidence;
    shattered his confidence; shattered illusion; shattered illusions; shattered nerves;
    shattered the record; shattered record; absolutely shattered; completely shattered;
    totally shattered; so shattered; she was shattered; he was shattered; they were shattered;
    felt shattered; looked shattered; earth-shattering; earth shattering; ground-shattering
  `),
  candle: phrases(`
    carry a torch; carrying a torch; carried a torch; carries a torch; torch song; pass the torch;
    passed the torch; passing the torch; torch bearer; torchbearer; torch-bearer; can't hold a candle;
    couldn't hold a candle; cannot hold a candle; can not hold a candle; hold a candle to;
    burn the candle at both ends; burning the candle at both ends; burnt the candle at both ends;
    burned the candle at both ends; candle at both ends; candlestick maker; olympic torch;
    not worth the candle; torched; torching
  `),
};
