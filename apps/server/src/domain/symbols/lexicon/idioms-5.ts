import { phrases } from "./idioms";

/**
 * Everyday senses of the entries' words that are not the dream image: idioms, figurative uses,
 * phrasal verbs, compounds and names ("hit the road", "a key point", "lose my nerve").
 */
export const IDIOMS_5: Record<string, string[]> = {
  mother: phrases(`
    mother tongue; mother nature; mother of all; mother-in-law; mother in law; mother of pearl;
    mother-of-pearl; mother ship; mother hen; mother lode; mother load; mother's day; mothers' day;
    mothers day; mother superior; mother teresa; keep mum; kept mum; mum's the word; dads; fathers;
    mums; moms; mothers; mommies; daddies; mums and dads; moms and dads; mothers and fathers;
    mother earth; mother country; mother figure; mother-to-be; mothers-to-be; mother goose;
    mother hubbard; earth mother; queen mother; stay at home mum; stay-at-home mum; tiger mum;
    tiger mom; soccer mom; yummy mummy
  `),
  father: phrases(`
    father-in-law; father in law; father christmas; founding fathers; founding father; father time;
    dad joke; dad jokes; dad bod; dad dancing; sugar daddy; big daddy; who's your daddy; dads; fathers;
    daddies; mums and dads; moms and dads; mothers and fathers; father figure; father-to-be;
    fathers-to-be; holy father; our father; church fathers; stay at home dad; stay-at-home dad;
    father of the bride; father's day; fathers' day; fathers day; dad's army; god the father;
    father ted; father brown
  `),
  parents: phrases(`
    parents' evening; parents' house; parents' place; parents' flat; other parents; the parents;
    all the parents; parents of; new parents; single parents; helicopter parents; the other parents;
    parents evening; parents' night; parents night; parent-teacher; parent teacher; pushy parents;
    mums and dads
  `),
  siblings: phrases(`
    ward sister; brother-in-law; sister-in-law; brother in law; sister in law; sister company;
    sister ship; sister city; sister site; sister paper; sister hotel; sister restaurant;
    sister station; sister school; soul sister; brothers in arms; band of brothers; oh brother;
    blood brother; blood brothers; twin bed; twin beds; twin room; twin towers; twin-engine;
    twin engine; evil twin; twins; twinned; twin peaks; big brother house; brother from another mother;
    sister from another mister; sister act; sisters of mercy; brothers grimm; warner brothers;
    lehman brothers; big brother is watching
  `),
  child: phrases(`
    child's play; with child; inner child; only child; middle child; child labour; child labor;
    child minder; kidding; kidded; kid you not; kid myself; kidding myself; kidding me; kid gloves;
    new kid on the block; kid brother; kid sister; son of a bitch; son of a gun; sons of bitches;
    child prodigy; love child; poster child; problem child; brainchild; childproof; child-proof;
    child safety; child benefit; child care; childcare; child support; child protection; kids' menu;
    kids menu; kids' table; kids table; kid's menu; kid's table; eldest child; youngest child;
    oldest child; first child; second child; third child; no kids; no children; don't have kids;
    don't have children; never had kids; never had children; childless
  `),
  baby: phrases(`
    baby steps; baby of the family; big baby; cry baby; cry-baby; baby boomer; baby boomers; baby face;
    baby-faced; baby faced; baby blue; baby pink; baby grand; baby with the bathwater; such a baby;
    such a big baby; sugar baby; baby carrots; baby spinach; baby potatoes; baby corn; baby tomatoes;
    baby shower; baby brain; baby oil; baby wipes; baby powder; baby monitor; baby monitors;
    baby teeth; baby tooth; baby talk; baby sitter; baby-sitter; babysitter; babysit; babysitting;
    hey baby; oh baby
  `),
  partner: phrases(`
    sparring partner; business partner; dance partner; partner in crime; tennis partner; stand partner;
    made partner; senior partner; managing partner; junior partner; partner at; partnered with;
    partner up; partnered up; partnering up; lab partner; lab partners; training partner;
    climbing partner; running partner; doubles partner; writing partner; old wives; wives' tale;
    old wives' tale; girlfriends; partners in crime; trading partner; housewife; housewives; fishwife;
    midwife; wifi; wi-fi; wife beater; trophy wife; work wife; work husband; work spouse
  `),
  friend: phrases(`
    friend request; friend requests; friended; unfriend; unfriended; friend zone; friend-zoned;
    friend zoned; friends with benefits; fair-weather friend; fair weather friend; friend of a friend;
    friends of friends; feathered friend; furry friend; four-legged friend; our friend the;
    my friend here; friendly
  `),
  deceased: phrases(`
    still alive and kicking; alive and kicking; still alive with; was alive with;
    came back to life after; came back to life when; brought the place back to life; came alive
  `),
  stranger: phrases(`
    no stranger to; i'm a man; i am a man; i'm a woman; i am a woman; a man's body; a woman's body;
    a man of his word; a man of few words; a woman of her word; a woman of few words; as a man;
    as a woman; a man's world; a man of his; a woman of her; my old man; her old man; his old man;
    your old man; the old man's; my old woman; his old woman; a man of god; a man of the cloth;
    a man of means; a woman of means; man of the match; stranger things; strangers to; no strangers to;
    man of the house; woman of the house; a man on a mission; a woman on a mission;
    a man after my own heart; a woman after my own heart; one man band; one-man band;
    a man about a dog; old man river; a total stranger to
  `),
  intruder: phrases(`
    broke into a; break into a; breaking into a; breaks into a; broke into song; break into song;
    breaking into song; broke into tears; broke into laughter; broke into applause; broke into a run;
    broke into a smile; broke into a grin; broke into a sweat; break in the; broke in half;
    broke in two; break in half; break in two; broken in half; robbed of; robbed me of;
    daylight robbery; i was robbed; we were robbed; been robbed blind; time thief; thief of time;
    broke into the charts; broke into the top; broke into the market; broke into the industry;
    break into the market; break into the industry; break into acting; broke into acting;
    break into tv; broke into tv; break in my new; break in new; breaking in new; breaking in my new;
    broke in my new
  `),
  boss: phrases(`
    bossing; boss me around; bossed; boss fight; boss fights; boss level; boss battle; end boss;
    final boss; like a boss; boss it; bossed it; bossing it; the boss of me; bank manager;
    stage manager; tour manager; football manager; campaign manager; band's manager; hotel manager;
    restaurant manager; bar manager; property manager; estate manager
  `),
  teacher: phrases(`
    principal reason; principal cause; principal dancer; principal role; principal aim;
    principal concern; principal character; principal photography; principal investigator;
    principal violin; principal cellist; principal oboe; principal flute; life is a teacher;
    experience is the best teacher; time is the best teacher
  `),
  celebrity: phrases(`
    queen bee; drag queen; king of the; king size; king-size; queen size; queen-size; king prawn;
    king prawns; fit for a king; king's ransom; king of kings; drama queen; drama queens; beauty queen;
    prom queen; queen of; ice queen; famous for; famous last words; world famous; world-famous;
    famously; vice president; president of the club; president of the society; president of the union;
    president of the student; bad actor; bad actors; key actor; state actor; supporting actor;
    the king and queen of; chess pieces; queen's gambit; king's gambit; king and queen; rook; bishops;
    pawns; knights and bishops; king-sized; queen-sized; queen bed; king bed; queen mattress;
    king mattress; burger king; carnival king; carnival queen; may queen; homecoming queen;
    homecoming king; prom king; king of the castle; queen of the castle; famous faces; rich and famous;
    king of hearts; queen of hearts; king of spades; queen of spades; king of clubs; queen of clubs;
    king of diamonds; queen of diamonds
  `),
  crowd: phrases(`
    wrong crowd; bad crowd; crowd pleaser; crowd-pleaser; crowd pleasers; crowdfunding; crowd funding;
    crowd-funded; crowd funded; crowdsourced; crowd sourced; usual crowd; the usual crowd; work crowd;
    uni crowd; college crowd; school crowd; church crowd; gym crowd; two's company, three's a crowd;
    three's a crowd; stand out from the crowd; stood out from the crowd; stands out from the crowd;
    follow the crowd; followed the crowd; following the crowd
  `),
  police: phrases(`
    customs officer; prison officer; first officer; second officer; third officer; chief officer;
    officer on; press officer; medical officer; safety officer; compliance officer; loans officer;
    loan officer; commanding officer; petty officer; executive officer; financial officer;
    operating officer; technology officer; welfare officer; housing officer; immigration officer;
    probation officer; truancy officer; attendance officer; admissions officer; admission officer;
    press officers; medical officers; marketing officer; information officer; data officer;
    union officer; cop out; cop-out; copped out; cop a feel; copped a feel; fashion police;
    grammar police; fun police; thought police; detective novel; detective novels; detective show;
    detective shows; detective story; detective stories; detective series; detective fiction;
    detective work
  `),
  doctor: phrases(`
    doctored; doctoring; just what the doctor ordered; doctor who; doctor's orders; tree surgeon;
    tree surgeons; spin doctor; spin doctors; doctor's note; doctorate; doctoral; script doctor;
    doctor up; doctoring the
  `),
  soldier: phrases(`
    army of; soldier on; soldiered on; soldiering on; soldiers on; worst enemy; public enemy;
    own worst enemy; enemy of; enemy of the; rally the troops; rallied the troops; rallying the troops;
    rallies the troops; toy soldier; toy soldiers; foot soldier; foot soldiers; salvation army;
    army surplus; army boots; army jacket; army green; army-green; army knife; swiss army;
    enemy territory; enemy lines
  `),
  money: phrases(`
    that's rich; rich in; rich history; rich tapestry; rich text; in your debt; in her debt;
    in his debt; in their debt; in my debt; debt of gratitude; cash in on; cashed in on; cashing in on;
    cash cow; pursed; pursing; purse strings; for my money; on the money; right on the money;
    run for his money; run for her money; run for their money; run for my money; run for your money;
    money's worth; money where my mouth is; money where your mouth is; money talks; bills to pay;
    foot the bill; footing the bill; fits the bill; fit the bill; clean bill of health;
    top of the bill; top the bill; coin a phrase; coined the phrase; coined the term; coin the term;
    other side of the coin; two sides of the same coin; new money; old money; time is money;
    smart money; money for old rope; money on it; bet money on; put money on
  `),
  phone: phrases(`
    ringing like a phone; phone covers; phone charger; phone chargers; phone it in; phoned it in;
    phoning it in; dial up; dialled up; dialed up; dial down; dialled down; dialed down; dial back;
    dialled back; dialed back; turned the dial; turn the dial; turning the dial; the dial on;
    the dials; sun dial; sundial; dial of the; ringing endorsement; ringing in my ears;
    ringing in her ears; ringing in his ears; ringing in the ears; ears were ringing; ears ringing;
    ears rang; bells ringing; bell ringing; church bells ringing; doorbell ringing;
    alarm bells ringing; alarm bells; rings a bell; ringing a bell; rang a bell; ring a bell;
    rings true; ring true; rang true; ringing true; rang hollow; rings hollow; ring hollow;
    ringing hollow; ringing out; rang out; ring out; rings out; ringing round; rang round;
    ringing around; rang around; phone book; phone box; phone boxes; telephone box; phone case;
    phone cases; phone shop; phone bill; phone number; phone numbers; phone screen
  `),
  keys: phrases(`
    key point; key thing; key things; key factor; key factors; key moment; key moments; key role;
    key part; key parts; key player; key players; key question; key questions; key issue; key issues;
    key points; key figure; key figures; key witness; key word; key words; key to success;
    key to happiness; key to my heart; key of; off key; off-key; low key; low-key; high key; high-key;
    minor key; major key; key worker; key workers; key stage; keyed up; keyed in; keying in; key lime;
    answer key; key difference; key differences; key ingredient; key ingredients; key element;
    key elements; key detail; key details; key skill; key skills; key date; key dates; key information;
    key message; key messages; key area; key areas; key theme; key themes; key idea; key ideas;
    key takeaway; key takeaways; key change; key changes; key signature; key signatures; keynote;
    keystone; hit the wrong key; pressed the wrong key; pressing the wrong key; press any key;
    pressing any keys; any key to; api key; api keys; ssh key; ssh keys; license key; licence key;
    product key; encryption key; private key; public key
  `),
  mirror: phrases(`
    mirror image; mirrored; mirroring; on reflection; upon reflection; reflection on;
    moment of reflection; time for reflection; self-reflection; self reflection; reflection of my;
    reflection of how; reflection of what; reflection of who; period of reflection; quiet reflection;
    a reflection on; daily mirror; the mirror newspaper; rear-view mirror; rearview mirror;
    rear view mirror; wing mirror; wing mirrors; side mirror; side mirrors; mirror ball; disco ball
  `),
  clock: phrases(`
    around the clock; round the clock; against the clock; race against the clock; body clock;
    biological clock; turn back the clock; turned back the clock; put the clock back;
    put the clocks back; put the clocks forward; clocks went back; clocks go back; clocks went forward;
    clocks go forward; clock in; clocked in; clocking in; clock out; clocked out; clocking out;
    clock off; clocked off; clocking off; clock watching; clock-watching; watch the clock;
    watching the clock; ticking off; ticked off; ticking boxes; ticking the box; ticking the boxes;
    ticking time bomb; ticking timebomb; ticking over; ticked over; ticking along; ticking by;
    clock speed; clock ticking; clock is ticking; oven timer; cooking timer; kitchen timer; egg timer;
    old-timer; old timer; old timers; first-timer; first timer; first-timers; part-timer; part timer;
    full-timer; two-timer; two timer; two-timing
  `),
  bag: phrases(`
    bagging; backpacking; in the bag; mixed bag; bag of nerves; bag of bones; bags under; old bag;
    out of the bag; bags of time; bags of room; bags of space; bags of energy; punch bag; punch bags;
    punching bag; punching bags; air bag; air bags; not my bag; bag a seat; bagged a seat; bagged a;
    bagging area; trick bag; bag of tricks
  `),
};
