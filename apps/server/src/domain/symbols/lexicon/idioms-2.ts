import { phrases } from "./idioms";

/**
 * Everyday senses of the entries' words that are not the dream image: idioms, figurative uses,
 * phrasal verbs, compounds and names ("hit the road", "a key point", "lose my nerve").
 */
export const IDIOMS_2: Record<string, string[]> = {
  killing: phrases(`
    killing time; kill time; shot up; a shot; the shot; group shot; killing me; kill myself laughing;
    kill herself laughing; kill himself laughing; shot me a look; shot him a look; shot her a look;
    shot them a look; shot us a look; shot a look; shot a glance; shot me a glance; shot of; shots of;
    big shot; long shot; shot past; shot out of; shot across; shot through with; kill the engine;
    killed the engine; kill the lights; killed the lights; kill two birds; killed it; killing it;
    kill for a; would kill for; dressed to kill; get away with murder; got away with murder;
    murder mystery; stabbed in the back; stabbed me in the back; stab in the back; stabbing pain;
    stabbing pains; stabbing sensation; shot to fame; parting shot; shot glass; shot glasses;
    took a shot; take a shot; taking a shot; shot at goal; shot on goal; penalty shot;
    shot hit the post; flu shot; booster shot; vaccine shot; a shot of; mug shot; mugshot;
    shot at the title; shot at the job; call the shots; called the shots; calling the shots; good shot;
    great shot; nice shot; best shot; give it a shot; gave it a shot; worth a shot
  `),
  attack: phrases(`
    fight back tears; fighting back tears; fought back tears; fight the urge; heart attack;
    panic attack; asthma attack; it hit me; kicked off; kick off; hit it off; pillow fight;
    snowball fight; food fight; water fight; fighting chance; fight off sleep; fighting off sleep;
    fight off a cold; fight sleep; fighting sleep; fought sleep; hit the road; hit the hay;
    hit the sack; hit rock bottom; hit the jackpot; hit a wall; hit the wall; hit home; hit the snooze;
    hit snooze; hit send; hit the button; hit the brakes; hit the roof; hit the ceiling; hit the nail;
    hit the ground running; hit the high note; hit a note; hit the right note; hit on me; hit on her;
    hit on him; hit the target; hit the ball; hit a ball; hit the books; hit the shops; hit the town;
    kicked in; kick in; kicking in; kicks in; kicking myself; kick myself; kicked myself; kicked out;
    kick out; kicked me out; kick the bucket; kicked the bucket; kick the habit; kicked the habit;
    for kicks; punch line; punch in; punched in; fruit punch; rum punch; pack a punch; packed a punch;
    beat me to it; beat the traffic; beat the queue; beat the rush; fight for my life; on the attack;
    counter attack; counter-attack; attacking midfielder; attack the problem; attacked the problem;
    attack the day; anxiety attack
  `),
  argument: phrases(`
    shouting at once; shouted at once; screaming at once; sake of argument; argument for;
    argument against; the argument that
  `),
  war: phrases(`
    bath bomb; cost a bomb; uphill battle; war of words; price war; tug of war; bidding war;
    battle with cancer; battle of wills; battle of the bands; battle the traffic; battling the traffic;
    bombed the exam; bombed the test; bombed the interview; bombed my; bomb the exam; explosion of;
    the bomb dot com; photo bomb; photobomb; bombarded with
  `),
  trapped: phrases(`
    trapped nerve; stuck in traffic; stuck on; stuck to; stuck me; stuck him; stuck her; stuck them;
    stuck it; stuck my; stuck his; stuck out; stuck up; stuck around; stuck in my head;
    stuck in my mind; stuck in a rut; stuck together; stuck at; stuck with me; stuck by; trapped wind;
    tied up at work; tied up with work; bit tied up; tied up with something
  `),
  watched: phrases(`
    presence of mind; in the presence of; in my presence; in his presence; in her presence;
    in their presence; stage presence; online presence; followed me on; following me on;
    followed me on instagram
  `),
  infidelity: phrases(`
    cheat sheet; cheat code; cheat codes; cheat day; cheated death; cheat death; family affair;
    current affairs; foreign affairs; state of affairs; affairs in order; grand affair; quiet affair;
    simple affair; love affair with
  `),
  "animal-attack": phrases(`
    bit my lip; bite my lip; biting my lip; bit my tongue; bite my tongue; biting my tongue;
    bit my nails; bite my nails; biting my nails; bite to eat; grab a bite; bite the bullet;
    bit the bullet; bite my head off; bit my head off; bit his head off; bit her head off; bite back;
    bit back; bitten by the bug; frost bite; once bitten
  `),
  teeth: phrases(`
    grit my teeth; gritted my teeth; gritting my teeth; gritted teeth; skin of my teeth; sweet tooth;
    long in the tooth; fine-tooth comb; fine tooth comb; armed to the teeth; cut my teeth;
    cut her teeth; cut his teeth; sink my teeth into; through his teeth; through her teeth;
    through their teeth; through my teeth; teething problems; kick in the teeth
  `),
  hair: phrases(`
    hair stood on end; hair stand on end; hairs on the back of my neck; hair on the back of my neck;
    let my hair down; let her hair down; let our hair down; let his hair down; tearing my hair out;
    pulling my hair out; tear my hair out; pull my hair out; split hairs; splitting hairs;
    hair of the dog; hair's breadth; hair-raising; hair raising; bad hair day; by a hair; bald tyre;
    bald tyres; bald tire; bald tires; bald-faced; bald faced; not a hair out of place; hair's width
  `),
  blood: phrases(`
    bloody hell; bad blood; blood boil; blood boiled; blood boiling; blood ran cold; blood run cold;
    blood pressure; blood sugar; blood test; blood tests; blood type; blood relative; blood relatives;
    flesh and blood; sweat and tears; new blood; in my blood; in the blood; blood donor; bleed into;
    bled into; bleeding into; bleeding heart; bleed dry; bled dry; bleed me dry; in cold blood;
    blood is thicker; first blood; blood orange; blood oranges
  `),
  injury: phrases(`
    hurt my feelings; hurt her feelings; hurt his feelings; pain in the neck; pain in the arse;
    pain in the backside; short cut; that hurt; didn't hurt; did not hurt; not hurt; wound up; a pain;
    such a pain; at pains; growing pains; pain of losing; pain in her voice; pain in his voice;
    pain in their voice; pain in his eyes; pain in her eyes; power cut; pay cut; a cut above;
    budget cut; budget cuts; job cuts; cut of; director's cut; final cut; wound its way; wound down;
    wound round; wound around; wound through; tightly wound; wound the; injured pride; injured party;
    hurt his pride; hurt her pride; hurt my pride; feelings were hurt; feelings hurt; throat hurt;
    stomach hurt; sides hurt; cheeks hurt; looked hurt; felt hurt; seemed hurt; sounded hurt;
    a bit hurt; hurt by what; hurt that
  `),
  illness: phrases(`
    ill at ease; sick of; sick and tired; worried sick; sick joke; sick note; sick leave; sick day;
    sick days; called in sick; call in sick; phoned in sick; off sick; sick pay; ill will; ill feeling;
    ill feelings; ill-fitting; ill fitting; ill-prepared; ill prepared; ill-advised; ill advised;
    ill-fated; ill fated; speak ill; spoke ill; ill-equipped; ill equipped; ill-tempered; ill-timed;
    ill-mannered; fever pitch; cabin fever; spring fever; gold fever; went viral; gone viral; go viral
  `),
  voice: phrases(`
    couldn't talk about; couldn't speak about; couldn't speak for; couldn't talk to; couldn't speak to;
    can't talk to; can't speak to; can't talk about; couldn't talk him; couldn't talk her;
    couldn't talk them
  `),
  eyes: phrases(`
    blinds; blind date; blind eye; blind spot; couldn't see the; can't see the; could not see the;
    couldn't see who; couldn't see where; couldn't see him; couldn't see her; couldn't see them;
    couldn't see it; couldn't see more; couldn't see anyone; can't see him; can't see her;
    can't see them; can't see it; can't see anyone; blind panic; blind rage; blind faith; blind luck;
    blind drunk; couldn't see why; couldn't see how; couldn't see what; can't see why; can't see how;
    can't see what; couldn't see a way; couldn't see the point; could not see why; could not see how
  `),
  paralysis: phrases(`
    weight off my chest; pin down; pinned down a date; pinned down the
  `),
  dog: phrases(`
    dog tired; top dog; hot dog; rain cats and dogs; dog's dinner; dog's breakfast; dog days;
    dog-eared; dog eared; dog eat dog; hair of the dog; barking up the wrong tree; barking mad;
    barked orders; barking orders; barked an order; bark is worse; hounded; hounding; puppy love;
    puppy fat; puppy dog eyes; puppy-dog eyes; dog and pony show; sick as a dog; work like a dog;
    let sleeping dogs lie; dogs of war; underdog; dog-tired
  `),
  cat: phrases(`
    rain cats and dogs; cat nap; cat out of the bag; cat's out of the bag; cat and mouse;
    curiosity killed the cat; fat cat; fat cats; cat walk; cat calls; cat-calling; cat calling;
    in the kitty; into the kitty; cat got your tongue; cat's pyjamas; cat's whiskers; cat's meow;
    cat burglar
  `),
  horse: phrases(`
    horse around; horsing around; hold your horses; hold my horses; dark horse; horse's mouth;
    high horse; one-horse town; one horse town; charley horse; trojan horse; work horse; pommel horse;
    vaulting horse; right mare; total mare; absolute mare; a mare of a; pony tail; one-trick pony;
    one trick pony; pony up; dog and pony show; horses for courses; flogging a dead horse;
    flog a dead horse; change horses
  `),
  bird: phrases(`
    night owl; early bird; bird's eye; birds eye; bird's-eye; little bird told; two birds;
    birds of a feather; birds and the bees; crow's feet; as the crow flies; eat crow; ate crow; crowed;
    crowing; parroted; parroting; sick as a parrot; eagle eye; eagle eyed; eagle-eyed; legal eagle;
    raven hair; raven-haired; raven haired; stool pigeon; bird brain; free as a bird; lame duck;
    sitting duck; night owls
  `),
  fish: phrases(`
    fish out of water; fished out; fish out; fishing; fish and chips; fish for; fished for;
    fishing for; cold fish; big fish; plenty more fish; other fish; fish fingers; fish finger;
    fish cakes; fish cake; fish pie; fish supper; fish shop; fish counter; fish and chip; fish stick;
    fish sticks; fish sauce; fish market; whale of a time; whale of a; fish in a barrel;
    kettle of fish; smells fishy
  `),
  butterfly: phrases(`
    social butterfly; butterfly stroke; butterfly effect; butterflies in my stomach;
    butterflies in my tummy; butterflies in her stomach; butterfly kisses; butterfly knife; mothballed;
    moth-eaten
  `),
  pet: phrases(`
    teacher's pet; pet name; pet hate; pet peeve; pet project; pet theory; pet subject; rabbit on;
    rabbiting; rabbited; rabbit hole; rabbit in headlights; rabbit in the headlights;
    pull a rabbit out; pulled a rabbit out; ski bunny; gym bunny; beach bunny
  `),
  "farm-animals": phrases(`
    guinea pig; guinea pigs; pig out; pigged out; pigging out; pig's ear; pigs might fly;
    when pigs fly; chickened out; chickening out; chicken pox; chicken and egg; headless chicken;
    holy cow; cash cow; sacred cow; cows come home; have a cow; silly cow; stupid cow; old cow;
    get my goat; gets my goat; got my goat; black sheep; counting sheep; count sheep; barn dance;
    barn owl; born in a barn; chicken wings; chicken nuggets; chicken soup; chicken curry;
    roast chicken; pork; bacon
  `),
  snake: phrases(`
    snake in the grass; snakes and ladders; snake oil; snake eyes; snaked its way; snaking its way;
    snaked through; snaking through; snaked around; snaking around; snaked round; queue snaked;
    python script; python scripts; in python; python code; wrote python; writing python;
    python developer
  `),
  insects: phrases(`
    can of worms; bugged; bugging; bugs me; bug me; travel bug; caught the bug; fly on the wall;
    fly in the ointment; worm my way; wormed; worm out of; ants in my pants; wouldn't hurt a fly;
    drop like flies; dropping like flies
  `),
  bees: phrases(`
    spelling bee; busy bee; bee in my bonnet; sting of; beeline; bee line; bee's knees; bees knees;
    birds and the bees; queen bee
  `),
  rodent: phrases(`
    smell a rat; smelled a rat; smelt a rat; rat race; love rat; rat-arsed; rat on; ratted; dirty rat;
    mouse click; quiet as a mouse; church mouse; mice and men
  `),
  wolf: phrases(`
    cry wolf; cried wolf; lone wolf; wolf whistle; wolf-whistle; wolf whistled;
    wolf in sheep's clothing; keep the wolf from the door; sly fox; silver fox; fox news; wolf down;
    wolfed down; wolfing down; crazy like a fox
  `),
  bear: phrases(`
    bear with; bear hug; bear hugs; bear market; bears a resemblance; bears no resemblance;
    bears repeating; bears mentioning; bears the name; bears the brunt; bears witness; bear in mind;
    bears in mind; grin and bear it; bear fruit; bears fruit; bear the brunt; cross to bear
  `),
  "big-cat": phrases(`
    lion's share; lion's den; tiger mum; tiger mom; tiger mother; paper tiger; tiger balm;
    leopard print; leopard-print; tiger print; tiger-print; cheetah print; eye of the tiger;
    tiger economy; king prawn
  `),
  shark: phrases(`
    loan shark; card shark; pool shark; jump the shark; jumped the shark; crocodile tears;
    alligator clip; alligator clips; crocodile clip; crocodile clips; crocodile skin;
    crocodile leather
  `),
};
