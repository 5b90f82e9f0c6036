import { phrases } from "./idioms";

/**
 * Everyday senses of the entries' words that are not the dream image: idioms, figurative uses,
 * phrasal verbs, compounds and names ("hit the road", "a key point", "lose my nerve").
 */
export const IDIOMS_3: Record<string, string[]> = {
  ghost: phrases(`
    ghost town; ghost of a; ghosted; ghost story; give up the ghost; gave up the ghost;
    given up the ghost; ghosting; team spirit; good spirits; high spirits; spirits were high;
    spirits lifted; spirits rose; spirit of; in the spirit; fighting spirit; christmas spirit;
    holiday spirit; festive spirit; wines and spirits; free spirit; kindred spirit; kindred spirits;
    that's the spirit; spirit level; spirits were; lift my spirits; lifted my spirits; low spirits;
    haunting melody; haunting music; haunting voice; haunting song; haunting tune; haunted look;
    haunted by the memory; haunted by memories; still haunts me; haunts me; haunted me; ghostwriter;
    not a ghost of a chance; public spirited; community spirit; school spirit
  `),
  monster: phrases(`
    creature of habit; monster truck; monster trucks; green-eyed monster; green eyed monster;
    little monsters; little monster; beast of burden; tech giant; retail giant; gentle giant;
    corporate giant; giant of; creature comforts; creatures of habit; giants of; energy drink
  `),
  demon: phrases(`
    devil's advocate; speak of the devil; devil is in the detail; devil's in the detail; lucky devil;
    poor devil; little devil; cheeky devil; what the devil; devil-may-care; devil may care;
    speed demon; inner demons; my demons; his demons; her demons; own demons; their demons;
    what possessed; possessed of; devilled; deviled eggs; demon drink; talk of the devil
  `),
  alien: phrases(`
    felt alien; feel alien; alien to; totally alien; completely alien; felt so alien; illegal alien;
    illegal aliens
  `),
  superpowers: phrases(`
    was magical; were magical; felt magical; feel magical; so magical; looked magical; seemed magical;
    was magic; dry spell; cold spell; for a spell; felt invisible; feel invisible; magic of;
    worked its magic; work its magic; works its magic; work your magic; worked her magic;
    worked his magic; magic moment; magic moments; magic trick; magic tricks; magic show; magic word;
    magic words; magic number; spell of; hot spell; short spell; brief spell; spell check;
    spell checker; wizard at; wizard with; tech wizard; setup wizard; install wizard; invisible to;
    spell trouble; spelled trouble; spelt trouble; spell disaster; spelled disaster; spelt disaster
  `),
  angel: phrases(`
    chicken wings; in the wings; from the wings; spread my wings; spread her wings; spread his wings;
    spread their wings; buffalo wings; hot wings; clip my wings; clipped her wings; clipped his wings;
    clipped my wings; angel cake; angel investor; angel investors; be an angel; an absolute angel;
    little angel; such an angel; you're an angel; angel hair; angel delight
  `),
  divine: phrases(`
    oh my god; my god; oh god; thank god; thank god for; god knows; god only knows; god forbid;
    for god's sake; god's sake; swear to god; swore to god; honest to god; god help; god bless;
    good god; dear god; god-awful; god awful; by god; god damn; god-damn; act of god; god's gift;
    godsend; praying that; prayed that; pray that; have a prayer; had a prayer; not a prayer;
    was divine; looked divine; smelled divine; smelt divine; tasted divine; absolutely divine;
    divine intervention; praying it; prayed it; praying for a miracle; prayer of a chance; oh god no;
    god no; god yes; god i; god he; god she
  `),
  vampire: phrases(`
    energy vampire; emotional vampire; zombie mode; zombie apocalypse film; like a zombie; zombie film;
    zombie films; zombie movie; zombie movies; zombie show
  `),
  witch: phrases(`
    cursed at; cursing at; curse word; curse words; cursed under; cursed myself; cursing myself;
    curse myself; cursed my luck; cursing my luck; curse my luck; cursing under; cursing loudly;
    cursed loudly; cursed out loud; cursing out loud; witch hunt; witch-hunt; witching hour; cursing;
    swearing and cursing
  `),
  dragon: phrases(`
    old dinosaur; chasing the dragon; chase the dragon; dinosaur t-shirt; dinosaur shirt; dragon's den;
    dragons' den; dragon fruit; snapdragon
  `),
  "time-travel": phrases(`
    back in time for; back in time to; back in time before; get back in time; got back in time;
    made it back in time; make it back in time; be back in time
  `),
  fire: phrases(`
    under fire; fire away; open fire; opened fire; opening fire; fired from; got fired; was fired;
    smoking; fire alarm; fire drill; fire exit; fire me; fire him; fire her; fire them; fire you;
    fire us; fire in my belly; fire in her belly; fire in his belly; playing with fire; play with fire;
    set the world on fire; fired up; fire up; firing on all cylinders; fire off; fired off; rapid fire;
    rapid-fire; burnt out; burned out; burn out; burning out; burn the midnight oil;
    burning the midnight oil; burnt the midnight oil; money to burn; burning question;
    burning questions; burning desire; burn bridges; burned bridges; burnt bridges; burning bridges;
    burning up; old flame; old flames; flame war; fan the flames; fanned the flames;
    fanning the flames; down in flames; blaze of glory; blazing row; blazing rows; blaze a trail;
    blazed a trail; blazing hot; blazing sun; blazing heat; smoke and mirrors; smoke break;
    smoke breaks; rise from the ashes; rose from the ashes; his ashes; her ashes; their ashes;
    scatter the ashes; scattering the ashes; scattered the ashes; scatter his ashes; scatter her ashes;
    scattered his ashes; scattered her ashes; ashes to ashes; hire and fire; fire-fighting;
    firefighting
  `),
  storm: phrases(`
    stormed out; stormed off; stormed in; storm out; storm off; storm of; storm in a teacup;
    weather the storm; weathered the storm; weathering the storm; by storm; perfect storm;
    stormed into; stormed through; storm into; storm through; storming off; storming out;
    steal my thunder; stole my thunder; steal her thunder; stole his thunder; stole her thunder;
    steal his thunder; stealing my thunder; lightning speed; lightning fast; lightning-fast;
    lightning quick; lightning-quick; lightning strikes twice; lightning never strikes; gales of;
    gale of; whirlwind romance; whirlwind tour; whirlwind of; whirlwind week; whirlwind day;
    whirlwind weekend; brainstorm; brain storm; brainstorming; thunder thighs; face like thunder;
    calm before the storm
  `),
  tornado: phrases(`
    whirlwind romance; whirlwind tour; whirlwind of; whirlwind week; whirlwind day; whirlwind weekend;
    whirlwind year; whirlwind few
  `),
  earthquake: phrases(`
    quaking in my boots; quaked in my boots; quaking in her boots; quaking in his boots; quaking with;
    tremor in; tremor in her voice; tremor in his voice; tremor in my voice; tremor in my hands
  `),
  volcano: phrases(`
    eruption of; erupted into laughter; erupted in laughter; erupted with laughter;
    erupted into applause; erupted into cheers; erupted into chaos
  `),
  apocalypse: phrases(`
    not the end of the world; meteoric
  `),
  sun: phrases(`
    under the sun; sunny side; sunny side up; sunny disposition; sunny personality; sunny smile;
    alright sunshine; all right sunshine; ray of sunshine; sunny nature; a place in the sun; sunday
  `),
  moon: phrases(`
    blue moon; over the moon; promised the moon; promise the moon; promising the moon;
    ask for the moon; asking for the moon; asked for the moon; moon boots; honeymoon;
    shoot for the moon; crescent-shaped; crescent shaped
  `),
  stars: phrases(`
    film star; movie star; pop star; rock star; gold star; star jump; star sign; five star;
    star player; star pupil; star student; star of the show; the star of; reach for the stars;
    thank my lucky stars; lucky stars; star-struck; star struck; all-star; all star; four star;
    three star; two star; one star; four-star; five-star; three-star; rising star; you're a star;
    you are a star; such a star; what a star; star turn; reality star; tv star; football star;
    star treatment; star quality; star witness; star attraction; stars in my eyes; stars in her eyes;
    seeing stars; saw stars; see stars; star wars; gold stars; star rating; stars aligned;
    the stars aligned; written in the stars; porn star; youtube star; instagram star;
    social media star; soap star; child star; film stars; movie stars; pop stars; rock stars;
    glow in the dark stars; glow-in-the-dark stars; glow in the dark
  `),
  sky: phrases(`
    heaven knows; heaven's sake; heavens sake; good heavens; good heaven; thank heavens; thank heaven;
    heaven forbid; seventh heaven; made in heaven; heaven on earth; heavens above; was in heaven;
    in seventh heaven; heaven help; sky high; sky-high; sky's the limit; the sky is the limit;
    pie in the sky; cloud nine; under a cloud; every cloud; cloud storage; to the cloud; in the cloud;
    head in the clouds; cloud of; clouds of; clouded; clouding; cloud my judgement; cloud my judgment;
    blue sky thinking; blue-sky thinking; heavens opened; the heavens opened; stink to high heaven;
    stank to high heaven; smelled to high heaven; smelt to high heaven; to high heaven
  `),
  darkness: phrases(`
    kept in the dark; keep me in the dark; kept me in the dark; left in the dark; in the dark about;
    shot in the dark; dark horse; dark humour; dark humor; dark sense of humour; dark sense of humor;
    dark joke; dark jokes; dark web; dark roast; dark chocolate; dark side of; dark beer; dark rum;
    dark meat; dark circles; dark-skinned; dark skinned; dark-haired; dark eyed; dark-eyed;
    dark lipstick; dark nail polish; dark jeans; dark trousers; dark clothes; dark clothing;
    dark jacket; dark dress; dark shirt; dark sunglasses; dark hoodie; dark uniform; dark tiles;
    dark paint; dark wallpaper; dark carpet; dark curtains; dark floorboards; dark furniture;
    dark grey; dark mood; dark moods; dark thoughts; dark times; dark period; dark patch; dark spot;
    dark spots; dark stain; dark stains; dark mark; dark marks; dark bruise; dark bruises;
    dark and handsome; tall dark; glow in the dark; glow-in-the-dark
  `),
  light: phrases(`
    glow in the dark; shining example; shining star; shining armour; shining armor; glowing review;
    glowing reviews; glowing report; glowing reference; glowing references; glowing terms; glow up;
    glowed up; glowing skin; looked radiant; radiant smile; was radiant; looked glowing;
    glowing with pride; glowing with happiness; glowing with health; shining with pride; eyes shining;
    eyes were shining; eyes glowing; eyes were glowing; face was glowing; face glowing; cheeks glowing;
    rosy glow; warm glow; inner glow; healthy glow; shining through; took a shine
  `),
  forest: phrases(`
    not out of the woods; neck of the woods; concrete jungle; jungle music; law of the jungle;
    forest for the trees; wood for the trees; money doesn't grow on trees; money grows on trees;
    tiger woods
  `),
  tree: phrases(`
    family tree; branch of; my roots; our roots; his roots; her roots; their roots; branch out;
    branched out; branching out; olive branch; branch manager; local branch; our branch; their branch;
    branch office; branch line; grass roots; put down roots; putting down roots; put down some roots;
    roots music; back to my roots; back to our roots; back to her roots; back to his roots; wrong tree;
    tree hugger; tree-hugger; family trees; top of the tree; out of my tree; out of his tree;
    out of her tree; apple doesn't fall far from the tree; money tree; decision tree; git branch;
    feature branch; main branch; master branch; merge the branch; merged the branch; branch was merged;
    new branch; file tree; directory tree; syntax tree
  `),
  flowers: phrases(`
    blossomed into; blossoming friendship; blossoming romance; blossom into; blossoms into;
    blooming heck; blooming hell; blooming marvellous; blooming lovely; late bloomer; flower of;
    in the flower of; coming up roses; bed of roses; rose-tinted; rose tinted; rose-coloured;
    rose coloured; rose-colored; rose colored; wall flower; wallflower; flower power; flowery language;
    flowering; stop and smell the roses
  `),
  garden: phrases(`
    garden centre; garden center; garden variety; garden-variety; up the garden path; garden path;
    beer garden; rock garden; everything in the garden; covent garden; madison square garden
  `),
  mountain: phrases(`
    mountain of; mountains of; peak time; peak hour; peak season; mountain to climb;
    mountains to climb; molehill; out of a molehill; king of the hill; peak of; at my peak;
    at her peak; at his peak; at its peak; at their peak; peaked; peaking; peak performance;
    peak fitness; peak condition; summit meeting; move mountains; moved mountains; moving mountains;
    cliff notes; fiscal cliff; uphill struggle; hill to die on; the peak of
  `),
  desert: phrases(`
    desert island; just deserts; just desserts; deserted; desert boots
  `),
  cave: phrases(`
    underground car; underground parking; underground station; underground train; caved in to;
    cave in to; cave man; caveman; tunnel vision; light at the end of the tunnel; end of the tunnel;
    carpal tunnel; on the underground; took the underground; take the underground; underground music;
    underground scene; went underground; go underground; underground club; underground bar
  `),
  island: phrases(`
    kitchen island; traffic island; no man is an island; island of calm; island of sanity;
    island in the kitchen
  `),
  car: phrases(`
    car park; cable car; car seat; car boot sale; dining car; buffet car; sleeping car; train car;
    vehicle for; taxied; taxiing; keep on trucking; car boot
  `),
};
