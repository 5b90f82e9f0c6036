import { phrases } from "./idioms";

/**
 * Everyday senses of the entries' words that are not the dream image: idioms, figurative uses,
 * phrasal verbs, compounds and names ("hit the road", "a key point", "lose my nerve").
 */
export const IDIOMS_4: Record<string, string[]> = {
  "car-crash": phrases(`
    crash course; hard drive; crash at; crashed at; crashed out; crash out; crashing out;
    crash the party; crashed the party; crashing the party; crash diet; market crash;
    stock market crash; sugar crash; crash and burn; crashed and burned; by accident; happy accident;
    no accident; accident-prone; accident prone; had an accident; nervous wreck; emotional wreck;
    a total wreck; an absolute wreck; was a wreck; am a wreck; felt a wreck; looked a wreck;
    was wrecked; i'm wrecked; felt wrecked; wrecked my; wreck my; worlds collide; worlds collided;
    worlds colliding; crashing waves; crashing wave; waves crashing; crash landed; crash-landed;
    crash landing; crash-landing; car crash of a; crashed on the sofa; crashed on the couch;
    crash on the sofa; crash on the couch; crashing down; crashed down; came crashing; coming crashing;
    crash pad; crashing bore; crashed into bed; crash into bed
  `),
  train: phrases(`
    train of thought; platform shoes; platform heels; platform boots; online platform; media platform;
    platform for; platform to; the platform of; gravy train; train of; in train; training
  `),
  airplane: phrases(`
    flight of stairs; flights of stairs; fight or flight; flight of fancy; flights of fancy;
    flight mode; flight risk; top flight; top-flight; flight response; fight-or-flight; jet lag;
    jet lagged; jet-lagged; jetlag; jet black; jet-black; jet of; jets of; jet wash; jet washing;
    jet washed; jetted off; jet off; jetting off; jet set; jet-set; jet setter; jet-setter; jet ski;
    pilot scheme; pilot project; pilot study; pilot episode; pilot light; pilot programme;
    pilot program; autopilot; on autopilot; astral plane; higher plane; different plane;
    plane of existence; another plane; plane tree; plane trees
  `),
  bus: phrases(`
    bus stop; bus shelter; under the bus; bus lane; bus pass; bus driver's; bus ticket
  `),
  bicycle: phrases(`
    cycled through; cycling through; cycle through; cycles through; back-pedal; back-pedalled;
    back-pedalling; back-pedaling; back pedal; back pedalled; back pedalling; soft-pedal;
    soft-pedalled; pedal to the metal; on your bike; get on your bike
  `),
  journey: phrases(`
    emotional journey; journey of self; healing journey; journey of discovery; my journey with;
    our journey with; guilt trip; guilt-trip; guilt tripping; power trip; ego trip; on a power trip;
    acid trip; bad trip; trip up; tripped up; news travels; word travels; travels fast; travelled fast;
    traveled fast; sound travels; sound travelled; sound traveled; trip down memory lane; travel light;
    time travel; trip hazard; trip switch; tripped the switch
  `),
  road: phrases(`
    crossed paths; cross paths; career path; across the road; down the road; across the street;
    road to recovery; road to success; end of the road; hit the road; one for the road;
    path of least resistance; beaten path; off the beaten path; garden path; path forward; right path;
    wrong path; life path; path in life; career paths; up my street; up your street; up her street;
    up his street; right up my street; street smart; street-smart; street smarts; street cred;
    two-way street; man in the street; easy street; my way or the highway; intersection of;
    intersection between; crossroads in my life; crossroads in my career; go down that road;
    went down that road; down the road of; road rage
  `),
  house: phrases(`
    home town; house music; on the house; house down; brought the house down; bring the house down;
    house of cards; in-house; house rules; house wine; house red; house white; full house;
    house on fire; feel at home; felt at home; feeling at home; feel right at home; felt right at home;
    right at home; make yourself at home; made myself at home; make myself at home; home from home;
    salt flats; mud flats; ballet flats; cottage cheese; cottage pie; cottage industry; housed;
    housing; house arrest; house plant; house plants; house prices; house price; housewarming;
    house-trained; house trained; houses of parliament; house of commons; house of lords;
    the white house; get your house in order; put my house in order; safe as houses; house keys;
    house phone; house call; house calls
  `),
  "childhood-home": phrases(`
    old houses; old house party; old house music; the old house in the
  `),
  bathroom: phrases(`
    down the toilet; toilet humour; toilet humor; went down the toilet; toilet paper; toilet roll;
    toilet rolls; toilet brush
  `),
  kitchen: phrases(`
    but the kitchen sink; kitchen sink drama; bun in the oven; kitchen roll; kitchen foil;
    kitchen table talk
  `),
  school: phrases(`
    first class; business class; world class; middle class; working class; lecture me; lecturing me;
    lectured me; lecturing us; lectured us; school of fish; school bus; school hall; school photo;
    went to school with; at school with; class trip; class act; class of its own; in a class of;
    upper class; lower class; economy class; class action; class system; class divide;
    school of thought; schools of thought; school of hard knocks; schooled; schooling;
    finishing school; a lecture on; gave me a lecture; gave a lecture; giving me a lecture;
    college try; school of life; no class; touch of class; top class; second class; third class;
    a class act
  `),
  workplace: phrases(`
    post office; box office; shift in; shift of; paradigm shift; shift key; gear shift; stick shift;
    took office; in office; term of office; doctor's office; dentist's office; principal's office;
    headmaster's office; headmistress's office; headteacher's office; head teacher's office;
    head's office; meeting of minds; meeting of the minds; meeting point; forces at work; at work here;
    at work in; ticket office; booking office; lost property office; home office; register office;
    registry office; tourist office; sorting office; back office; oval office; foreign office
  `),
  hospital: phrases(`
    rescue operation; military operation; sting operation; covert operation; whole operation;
    in operation; operation was; nursing a; nursed a; nurse a grudge; nursing a grudge;
    nursing a hangover; nursing a drink; nursing a cold; nursing home; hospital pass; clinical;
    surgery hours
  `),
  church: phrases(`
    my temple; my temples; his temples; her temples; at the temples; at my temples; temple throbbing;
    rubbed my temples; rubbing my temples; church mouse; broad church; church street
  `),
  prison: phrases(`
    cell phone; cell phones; cell tower; brain cells; blood cells; skin cells; cancer cells;
    stem cells; solar cell; solar cells; fuel cell; cell service; cell signal; cell number;
    cell reception; on my cell; on his cell; on her cell; my cell phone; locked in a battle;
    locked in an embrace; locked in conversation; locked in a struggle; locked in a stalemate;
    locked in a staring; locked up the; lock up the; locked up for the night; locked up and;
    locking up the; arrested development; prison officer; prison guard
  `),
  hotel: phrases(`
    lobby for; lobbied; lobbying; the gun lobby; hotel california
  `),
  roof: phrases(`
    hit the roof; through the roof; roof over; under one roof; under the same roof; raise the roof;
    raised the roof; raising the roof; roof of my mouth; roof of his mouth; roof of her mouth;
    roof of the mouth; talked me off the ledge; talk me off the ledge; talked him off the ledge;
    talk her off the ledge; talked her off the ledge; talk him off the ledge; off the ledge
  `),
  elevator: phrases(`
    a lift home; give me a lift; gave me a lift; gave her a lift; gave him a lift; offered me a lift;
    a lift to; face lift; got a lift; get a lift; getting a lift; hitch a lift; hitched a lift;
    hitching a lift; gave us a lift; give us a lift; give you a lift; gave you a lift;
    offered us a lift; offered her a lift; offered him a lift; offered to give; a lift back; lift back;
    a lift into town; needed a lift; need a lift; cadged a lift; catch a lift; caught a lift; ski lift;
    chair lift; chairlift; stair lift; stairlift
  `),
  door: phrases(`
    next door; next door's; behind closed doors; closed doors; door to door; door-to-door;
    foot in the door; showed me the door; show him the door; showed him the door; show me the door;
    showed her the door; death's door; out of doors; opened doors for; open doors for; opens doors;
    opened doors; doors open for; boarding gate; departure gate; departure gates; boarding gates;
    gatekeeper; gate crash; gate-crash; gatecrash; gatecrashed; fridge door; oven door; freezer door;
    microwave door; dishwasher door
  `),
  window: phrases(`
    window of opportunity; window shopping; window-shopping; window shop; time window; delivery window;
    pop-up window; pop up window; booking window; browser window; window dressing;
    windows of opportunity
  `),
  bridge: phrases(`
    water under the bridge; cross that bridge; crossed that bridge; bridge the gap; bridged the gap;
    bridge that gap; bridging the gap; burn bridges; burned bridges; burnt bridges; burning bridges;
    burn my bridges; bridge loan; bridge of; play bridge; played bridge; playing bridge; bridge club;
    bridge night; bridge party; bridge game; a game of bridge
  `),
  hallway: phrases(`
    lecture hall; exam hall; concert hall; sports hall; town hall; dining hall; city hall; music hall;
    assembly hall; village hall; great hall; hall of fame; corridors of power; air corridor;
    transport corridor
  `),
  maze: phrases(`
    maze of paperwork; maze of rules; maze of regulations; bureaucratic maze; talking in circles;
    argument went in circles; conversation went in circles; discussion went in circles;
    arguments went in circles; talk in circles; talked in circles
  `),
  city: phrases(`
    in town; went to town on; go to town on; going to town on; on the town; talk of the town;
    paint the town; painted the town; painting the town; global village; takes a village;
    village idiot; village people; best in the city; best in town; city break; city breaks; inner city;
    city council; town council; city hall; town hall; town planning; city limits; town centre
  `),
  airport: phrases(`
    terminal illness; petrol station; gas station; radio station; radio stations; nurses' station;
    nurses station; action stations; tv station; service station; police station; fire station;
    space station; station in life; above my station; above her station; above his station;
    docking station; charging station; weather station; work station; polling station;
    ambulance station; lifeboat station; coastguard station; pumping station; power station;
    nuclear power station; ranger station; research station; base station; station wagon;
    departure from; point of departure; terminal cancer; terminal decline; terminal velocity;
    terminal diagnosis; terminally; terminal illnesses
  `),
  shop: phrases(`
    stock market; on the market; housing market; shopping; set up shop; talk shop; talking shop;
    shop floor; shut up shop; closed up shop; close up shop; one-stop shop; one stop shop; in store;
    in store for; had in store; have in store; set store; store room; store cupboard; store cupboards;
    marketing; job market; market share; market value; market research; in the market for;
    property market; rental market; black market; free market; labour market; labor market;
    market leader; market forces; bull market; bear market
  `),
  party: phrases(`
    search party; third party; political party; guilty party; injured party; party to; party of;
    party line; party trick; party tricks; party pooper; party animal; party politics; party leader;
    party conference; labour party; conservative party; dance around the issue;
    dance around the subject; dance around the question; danced around the issue;
    danced around the subject; danced around the question; dancing around the issue;
    dancing around the subject; dancing around the question; song and dance; in concert with;
    in concert; working party; wedding party; birthday girl
  `),
  cemetery: phrases(`
    grave danger; grave mistake; grave mistakes; grave concern; grave concerns; turning in his grave;
    turning in her grave; turn in his grave; turn in her grave; rolling in her grave;
    rolling in his grave; roll in her grave; roll in his grave; one foot in the grave;
    cradle to the grave; take it to my grave; take it to the grave; took it to the grave;
    took it to his grave; took it to her grave; to my grave; dig my own grave; digging my own grave;
    dug my own grave; nail in the coffin; nail in his coffin; nail in her coffin; nails in the coffin;
    final nail in; coffin dodger; grave voice; grave face; grave expression; looked grave; grave look;
    from beyond the grave; silent as the grave; quiet as the grave; graveyard shift; grave tone
  `),
  stage: phrases(`
    staged; at one stage; at this stage; at that stage; at some stage; at any stage; stage of; staging;
    early stages; early stage; late stage; late-stage; final stage; final stages; next stage;
    first stage; last stage; last stages; stage race; in stages; stages of; figure of speech;
    freedom of speech; free speech; part of speech; speech therapy; speech therapist;
    speech impediment; speech bubble; speech bubbles; slurred speech; speech was slurred;
    speech recognition; perform surgery; performed surgery; performing surgery; perform an operation;
    performed an operation; perform cpr; performed cpr; performing cpr; perform a task;
    performed a task; perform well; performed well; performing well; perform badly; performed badly;
    performance review; audience with; target audience; key stage; stage of life; stage in my life;
    stage in life; stage in her life; stage in his life; set the stage; setting the stage;
    sets the stage; back in the spotlight; stagecoach
  `),
};
