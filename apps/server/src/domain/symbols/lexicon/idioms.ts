/** Phrases separated by ";": one entry's everyday other senses. */
export const phrases = (text: string): string[] =>
  text
    .split(";")
    .map((phrase) => phrase.trim())
    .filter(Boolean);

/**
 * Everyday senses of the entries' words that are not the dream image: idioms, figurative uses,
 * phrasal verbs, compounds and names ("hit the road", "a key point", "lose my nerve").
 */
export const IDIOMS: Record<string, string[]> = {
  falling: phrases(`
    last fall; in the fall; this fall; fell silent; fall silent; fell behind; fall behind; fall asleep;
    fell asleep; falling asleep; fall in love; fell in love; fall apart; falling out; fell out;
    fall out; falls out; fall short; fell short; fall into place; fell into place; fall ill; fell ill;
    fall pregnant; fell pregnant; fall to pieces; fell to pieces; fell back asleep; fall back asleep;
    falling back asleep; night fell; darkness fell; silence fell; fell quiet; fall quiet; face fell;
    fall sick; fell sick; fall in line; fell in line; fall victim; fell victim; fall on deaf ears;
    fell on deaf ears; fell for it; fall for it; falling for it; fell for him; fell for her;
    fall for him; fall for her; falling for him; falling for her; fell for the trick; fell for his;
    fell for her charm; next fall; that fall; every fall; fall semester; fall term; fall break;
    fall colors; fall colours; fall foliage; fall leaves; the fall of; fall guy; take the fall;
    took the fall; taking the fall; fall from grace; fell from grace; before a fall; rise and fall;
    fall into a routine; fell into a routine; fall into the habit; fell into the habit;
    fell into conversation; fall into conversation; fall back on; fell back on; fall on hard times;
    fell on hard times; fall out of love; fell out of love; fall into line
  `),
  flying: phrases(`
    flew into a rage; flew off the handle; milk float; time flew; time flies; float on; fly a plane;
    fly the plane; flew out to; fly out to; flew home; flew back; flies; sparks flew; flew by; fly by;
    flying colours; flying colors; flying visit; flying start; flew open; fly open; sent me flying;
    heart soared; spirits soared; prices soared; floated the idea; float the idea; spit flying;
    sparks flying; fur flying; fur was flying; fur flew; hover over the link; hovered over the link;
    hovering over the link; hover over the button; hovered over the button; hovering over the button;
    hover over the icon; hovered over the icon; hovered over send; hovering over send
  `),
  chase: phrases(`
    cut to the chase; chase up; chased up; chasing up; house hunting; job hunting; hunt for;
    hunting for; hunted for; treasure hunt; scavenger hunt; egg hunt; chasing a deadline;
    chase my dreams; chasing my dreams; chase the dragon; went after the ball; go after the ball
  `),
  running: phrases(`
    running water; run a bath; ran a bath; run the shop; ran the shop; engine running; running late;
    run late; ran late; run out; ran out; run a business; ran a business; runs in the family;
    ran through my lines; run through my lines; run errands; ran errands; run for office;
    ran for office; run low; running low; ran low; run a temperature; ran a temperature; ran a fever;
    run a fever; run the risk; ran the risk; in the running; run the numbers; ran the numbers;
    run smoothly; running smoothly; heart racing; heart raced; heart was racing; mind racing;
    mind raced; mind was racing; thoughts racing; thoughts raced; dash of; dashed my hopes;
    dashed hopes; sprint planning; sprint review; running nose; nose running; run the show;
    ran the show; run the meeting; ran the meeting; ran down my spine; run down my spine;
    running down my face; ran down my face; ran down her face; running down her face; ran into an old;
    run into an old; wrong sprint; next sprint; this sprint; current sprint; last sprint; home run;
    home runs; scored a run; trial run; dry run; test run; practice run; run of bad luck;
    run of good luck; run of the mill; run-of-the-mill; in the long run; on the run from the law;
    dummy run; school run; the school run; milk run; the morning run
  `),
  escape: phrases(`
    escape room; get away with; got away with; getting away with; escape key; get away from it all;
    got away from it all; no escaping the fact; escape my notice; escaped my notice; escaped me
  `),
  "slow-motion": phrases(`
    couldn't move on; can't move on; could not move on; couldn't move the; can't move the;
    could not move the; couldn't move it; can't move it; couldn't move them; can't move them;
    couldn't move anything
  `),
  climbing: phrases(`
    climbing frame; career ladder; property ladder; corporate ladder; social ladder; climb the ranks;
    climbed the ranks; climbing the ranks; scale back; scaled back; scale up; scaled up; scale down;
    scaled down
  `),
  driving: phrases(`
    it drove off; it drove away; drove me up the wall; driving me up the wall; steer clear;
    driving test; driving lesson; driving licence; driving license; drive home the point;
    drove home the point; drove a hard bargain; drive a hard bargain; driven by; put the brakes on;
    steer the conversation; steered the conversation; steering the conversation; drove him to;
    drove her to; drove me to distraction; drive me to distraction
  `),
  "being-late": phrases(`
    late at night; later; no hurry; in no hurry; not in a hurry; no rush; in no rush; sugar rush;
    rush of
  `),
  water: phrases(`
    fish out of water; in hot water; water under the bridge; waters broke; waters break; in deep water;
    head above water; keep my head above water; off a duck's back; test the waters; testing the waters;
    muddy the waters; watered down; mouth watering; mouth-watering; mouth was watering; eyes watering;
    eyes watered; eyes were watering; water the plants; watering the plants; watered the plants;
    watered the garden; watering the garden; hold water; holds water
  `),
  ocean: phrases(`
    sea of; wave of; waves of; all at sea; sea change; gave a wave; gave me a wave; gave us a wave;
    gave him a wave; gave her a wave; a little wave; a quick wave; a small wave; heat wave; crime wave;
    brain wave; make waves; making waves; made waves; new wave; turn the tide; turned the tide;
    tide me over; tide us over; shore up; shored up; sea legs
  `),
  flood: phrases(`
    flood of; flooded with light; flooded with messages; flooded with emails; flooded with calls;
    flooding back; flooded back; flood back; came flooding; floodgates
  `),
  drowning: phrases(`
    heart sank; heart sink; drown in work; drown in paperwork; drown in debt; drown in homework;
    drown in email; drown out; drowned out; drowning out; sink in; sank in; sinking in; sunk in;
    sinking feeling; stomach sank; stomach sink; drowning in emails; drowning in paperwork;
    drowning in work; drowning in debt
  `),
  swimming: phrases(`
    head was swimming; head swimming; swimming in debt; deep dive; dive bar; nose dive; took a dive;
    dive into the project; dived into the project; dive into work; swimming in money
  `),
  river: phrases(`
    stream of; live stream; river of; rivers of; up the creek
  `),
  lake: phrases(`
    across the pond
  `),
  pool: phrases(`
    pool of; pool table; car pool; gene pool; talent pool; typing pool; played pool; play pool;
    playing pool; game of pool; games of pool; pool cue; pool cues; pool hall; pool shark; shoot pool;
    shooting pool
  `),
  rain: phrases(`
    rain check; rain or shine; right as rain; for a rainy day; umbrella term; umbrella of
  `),
  boat: phrases(`
    same boat; rock the boat; rocking the boat; push the boat out; pushed the boat out; plain sailing;
    smooth sailing; sailed through; sail through; sailing through; raft of
  `),
  beach: phrases(`
    out of my shell; out of his shell; out of her shell; out of their shell; shell of; egg shell;
    shell shocked; shell-shocked; shell suit; sanded; sanding; sand down; sand paper; shell script;
    shell scripts; shell command; shell commands; bash shell; in the shell; the shell prompt
  `),
  bath: phrases(`
    washed over; wash over; washing over; shower of; the washing; washing hanging; washing line;
    washing machine; baby shower; bridal shower; showered with; showered me with; showered her with;
    showered him with; washing up; the washing up; wash up; do the washing up; washed my hands of;
    wash my hands of; washing strung; washing hung; washing on the line
  `),
  ice: phrases(`
    break the ice; broke the ice; on thin ice; ice cream; ice creams; ice lolly; ice lollies; iced tea;
    ice tea; iced coffee; on ice; icy stare; icy glare; icy look; icy tone; icy voice
  `),
  exam: phrases(`
    in grade; first grade; second grade; third grade; fourth grade; fifth grade; grade school;
    blood test; pregnancy test; covid test; eye exam; eye test; put to the test; test of time;
    drug test; dna test; litmus test; test drive; make the grade; made the grade; quizzed; quizzing;
    blood tests; covid tests; test results
  `),
  "being-lost": phrases(`
    lost in thought; lost in the moment; lost in the music; lost for words; lost on me; lost on him;
    lost on her; lost on them; lost cause; lost in translation; lost without; lost in a book;
    lost in the book; lost in my book; told me to get lost; told him to get lost; told her to get lost
  `),
  "losing-something": phrases(`
    lost my train; lose my train; lost track; lose track; lost my temper; lose my temper; lose my mind;
    lose his temper; lose her temper; lose the game; lose my way; lose my nerve; lose my balance;
    lose my footing; lose my grip; lose my patience; lose my cool; lose my voice; lose my breath;
    lose my place; lose my job; lose my sight; lose my hearing; lose my head; lose my bearings;
    lose my composure; lose my focus; lose my concentration; lose the plot; lose the thread;
    lose the will; lose the battle; lose the race; lose the match; lose the argument; lose the case;
    lose the election; lose the bet; lose the light; lose the feeling; lose my appetite;
    lose my virginity; lose my life; lose her life; lose his life; lose my marbles; lose my rag;
    lose my edge; lose the use; lost the right; lose the right; losing the right; lose the weight;
    lose weight; lose the baby weight; lose the accent
  `),
  searching: phrases(`
    have to find a way; try to find a way; have to find out; try to find out; couldn't find the words;
    can't find the words; could not find the words; couldn't find a way; can't find a way;
    couldn't find the time; can't find the time; couldn't find out; couldn't find it in me; search me
  `),
  wedding: phrases(`
    engaged in; line was engaged; was engaged with; engaged with; fully engaged; kept me engaged;
    engaged the; been married; happily married; married for; married with; married couple;
    married name; married life; are married; is married; am married; i'm married; not married;
    project proposal; business proposal; research proposal; grant proposal; proposal for; proposed a;
    proposed that; propose a; propose that; proposed we; proposed the; propose the; marry up
  `),
  funeral: phrases(`
    in the wake of; wake up; wake myself; wake me; wake him; wake her; wake them; wake you;
    memorial day; in my wake; in its wake; in his wake; in her wake; in their wake; wake-up call;
    wake up call
  `),
  death: phrases(`
    bored to death; scared to death; frightened to death; terrified to death; worried to death;
    sick to death; dying to; to die for; dying of laughter; dead end; dead tired; dead quiet;
    dead silence; dead of night; dead battery; die laughing; died laughing; dying laughing;
    died of embarrassment; die of embarrassment; dying of embarrassment; died of shame; die of shame;
    dying of boredom; died of boredom; could have died; could've died; die down; died down; dying down;
    died away; die away; death stare; death glare; death trap; the death of me; tickled to death;
    dying for a; do or die; die hard; sudden death; death metal; phone died; battery died;
    going to die; gonna die; want to die; wanted to die; would die; would want to die; thought I would die;
    battery had died; phone had died; laptop died; engine died; car died; torch died; phone was dying;
    battery was dying; battery dying; phone dying; dying battery; laptop was dying
  `),
  romance: phrases(`
    date of; out of date; up to date; expiry date; due date; the dates; save the date; release date;
    start date; end date; play date; at a later date; to date; crush of; kiss of death; kiss of life;
    kissed me on both cheeks; kissed me on the cheek; kissed her on the cheek; kissed him on the cheek;
    kiss on the cheek; kiss goodbye; kissed goodbye; kissed me goodbye; kissed him goodbye;
    kissed her goodbye; kissed them goodbye; kissed us goodbye; kissed me goodnight; kiss goodnight;
    kissed her goodnight; kissed him goodnight; sex education; opposite sex; same sex; same-sex
  `),
  pregnancy: phrases(`
    labor day; manual labor; labor of love; child labor; labor party; labor market
  `),
  "moving-house": phrases(`
    packing for; packing my bag; packing a bag; packing my suitcase; packing the car; packing a punch;
    sent him packing; sent her packing; send him packing; moving out of the way; moved out of the way;
    move out of the way
  `),
  food: phrases(`
    hungry for; food court; dinner lady; dinner ladies; piece of cake; icing on the cake;
    takes the cake; took the cake; have my cake; have your cake; eat my words; ate my words;
    eat his words; ate his words; eat her words; eating me up; eaten up; eating away at; ate away at;
    eat into; ate into; eating into; bread and butter; food for thought; feast your eyes;
    feast for the eyes; make a meal of; made a meal of; meal ticket; eat humble pie; ate humble pie;
    eat dust
  `),
  winning: phrases(`
    won over; win over; won me over; won him over; won her over; win-win; win some; no prizes for
  `),
  failing: phrases(`
    without fail; failed to notice; failed to mention; fail to see; failed to see; fail to notice;
    fail to mention; words failed me; words fail me; failed to realise; failed to realize; fired up;
    fired off; fire off; heart failure; power failure; kidney failure; engine failure; liver failure;
    fail-safe
  `),
};
