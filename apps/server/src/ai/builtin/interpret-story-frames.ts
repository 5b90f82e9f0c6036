/** The story paragraph's frames: many natural variants of each, chosen by the dream's hash (interpret-story.ts). */

export type Scene = (dream: string, date: string, things: string, be: "is" | "are") => string;

/** The opening: the dream, named with its date, by what it pictures in its own words. */
export const SCENES: Scene[] = [
  (dream, date, things) => `${dream}, from ${date}, is built around ${things}.`,
  (dream, date, things, be) => `In ${dream} (${date}), what carries the dream ${be} ${things}.`,
  (dream, date, things) => `${dream}, dreamt on ${date}, turns on ${things}.`,
  (dream, date, things, be) => `At the heart of ${dream}, from the night of ${date}, ${be} ${things}.`,
  (dream, date, things) => `In ${dream}, from ${date}, everything happens around ${things}.`,
  (dream, date, things) => `${dream} (${date}) keeps you close to ${things}.`,
  (dream, date, things, be) => `What stays from ${dream}, dreamt on ${date}, ${be} ${things}.`,
  (dream, date, things) => `You brought ${things} back from the night of ${date}: ${dream}.`,
  (dream, date, things) => `${dream}, from ${date}, begins with what you saw: ${things}.`,
];
/** Openings that need more than one thing. */
export const SCENES_MANY: Scene[] = [
  (dream, date, things) => `Your dream of ${date}, ${dream}, gathers ${things}.`,
  (dream, date, things) => `The dream you wrote down for ${date}, ${dream}, brings together ${things}.`,
  (dream, date, things) => `On the night of ${date} you dreamt ${dream}, a dream made of ${things}.`,
  (dream, date, things) => `${dream}, from ${date}, puts you among ${things}.`,
];

export type Moment = (ref: string, said: string) => string;
export const MOMENTS: Moment[] = [
  (ref, said) => `Everything turns on ${ref}: ${said}.`,
  (ref, said) => `With ${ref}, it comes to a head: ${said}.`,
  (ref, said) => `The moment with ${ref} seems to matter most: ${said}.`,
  (ref, said) => `Its key moment, ${ref}, comes in your words as ${said}.`,
  (ref, said) => `You put ${ref} at its centre: ${said}.`,
  (ref, said) => `Much of it hangs on ${ref}: ${said}.`,
  (ref, said) => `The turning point comes with ${ref}: ${said}.`,
  (ref, said) => `The rest is held together by ${ref}, as you tell it: ${said}.`,
  (ref, said) => `You describe ${ref} simply: ${said}.`,
  (ref, said) => `If one line of yours sums it up, it is the one with ${ref}: ${said}.`,
  (ref, said) => `Look at how you tell ${ref}: ${said}.`,
  (ref, said) => `Your account of ${ref} is the heart of it: ${said}.`,
  (ref, said) => `The dream gathers around ${ref}: ${said}.`,
  (ref, said) => `Most of the weight falls on ${ref}, in your words ${said}.`,
  (ref, said) => `The scene with ${ref} is the one to stay with: ${said}.`,
  (ref, said) => `What happens with ${ref} is the core of it: ${said}.`,
  (ref, said) => `What stands out is ${ref}, as you put it: ${said}.`,
  (ref, said) => `Your own sentence about ${ref} says most: ${said}.`,
  (ref, said) => `The centre of gravity is ${ref}: ${said}.`,
  (ref, said) => `The dream's pivot is ${ref}: ${said}.`,
];

export const PLAIN_MOMENTS = [
  (said: string) => `It turns on one moment: ${said}.`,
  (said: string) => `The line that carries it is ${said}.`,
  (said: string) => `What happens, in your words: ${said}.`,
  (said: string) => `Everything in it leads to ${said}.`,
  (said: string) => `The heart of it is one sentence of yours: ${said}.`,
  (said: string) => `Start from the moment you tell like this: ${said}.`,
  (said: string) => `In your own words, it comes to a head here: ${said}.`,
  (said: string) => `Its key moment is ${said}.`,
  (said: string) => `You put the centre of it this way: ${said}.`,
  (said: string) => `Much of it hangs on one line of yours: ${said}.`,
  (said: string) => `The turning point, as you tell it: ${said}.`,
];

export const ENDINGS = [
  (said: string) => `It ends on ${said}.`,
  (said: string) => `And it closes with ${said}, which is where it leaves you.`,
  (said: string) => `Its last image is ${said}.`,
  (said: string) => `By the end, ${said}: an ending worth keeping in mind.`,
  (said: string) => `The dream stops at ${said}.`,
  (said: string) => `It finishes, in your words, with ${said}.`,
  (said: string) => `Where it leaves off matters too: ${said}.`,
  (said: string) => `Its final beat is ${said}.`,
  (said: string) => `The last thing you remember is ${said}.`,
  (said: string) => `It leaves you with ${said}.`,
  (said: string) => `Then, at the close, ${said}.`,
  (said: string) => `The ending, as you write it: ${said}.`,
  (said: string) => `Your account runs out with ${said}.`,
  (said: string) => `The final scene you kept is ${said}.`,
  (said: string) => `What you carried out of it last: ${said}.`,
  (said: string) => `Its closing moment reads ${said}.`,
  (said: string) => `The curtain comes down on ${said}.`,
  (said: string) => `Last of all, you write ${said}.`,
  (said: string) => `It trails off with ${said}.`,
  (said: string) => `The story breaks off at ${said}.`,
  (said: string) => `Your memory of it stops on ${said}.`,
  (said: string) => `It comes to rest on ${said}.`,
  (said: string) => `The dream's own last word, in yours: ${said}.`,
  (said: string) => `Notice where it lands: ${said}.`,
  (said: string) => `As it winds down, ${said}.`,
  (said: string) => `It ends, as you recall, on ${said}.`,
  (said: string) => `The closing picture you give is ${said}.`,
  (said: string) => `Finally, ${said}, and there it stops.`,
  (said: string) => `The last lines you wrote down are ${said}.`,
  (said: string) => `What you saw last is ${said}.`,
];

export type Felt = (noun: string, said: string) => string;
export const OWN_FEELINGS: Felt[] = [
  (noun, said) => `Its clearest feeling is ${noun}: ${said}.`,
  (noun, said) => `The feeling you name is ${noun}, in ${said}.`,
  (noun, said) => `What you felt is plain in your words, ${said}: ${noun}.`,
  (noun, said) => `The ${noun} is yours, and you say so: ${said}.`,
  (noun, said) => `The feeling at its centre is ${noun}, as in ${said}.`,
  (noun, said) => `Your own words make the ${noun} clear: ${said}.`,
  (noun, said) => `Emotionally it is coloured by ${noun}: ${said}.`,
  (noun, said) => `You name the feeling yourself, ${said}, and it reads as ${noun}.`,
  (noun, said) => `Underneath the images there is ${noun}: ${said}.`,
  (noun, said) => `${noun.charAt(0).toUpperCase()}${noun.slice(1)} runs through it, as you say: ${said}.`,
];
/** The feeling ("the fear", "your mother's sadness") is in the passage already quoted. */
export const SAME_LINE = [
  (feeling: string) => `${feeling.charAt(0).toUpperCase()}${feeling.slice(1)} is in that same line.`,
  (feeling: string) => `That line already carries its feeling: ${feeling}.`,
  (feeling: string) => `The same words hold its clearest feeling, ${feeling}.`,
  (feeling: string) => `And ${feeling} sits right there, in the same sentence.`,
  (feeling: string) => `Its feeling, ${feeling}, is part of that moment.`,
];
export const OTHERS_FEELINGS = [
  (who: string, noun: string, said: string) => `Its clearest feeling is ${who}'s ${noun}: ${said}.`,
  (who: string, noun: string, said: string) =>
    `The strongest feeling belongs to ${who}: ${noun}, in ${said}.`,
  (who: string, noun: string, said: string) =>
    `You do not name your own feeling, but ${who} shows ${noun}: ${said}.`,
  (who: string, noun: string, said: string) => `The ${noun} in it is ${who}'s rather than yours: ${said}.`,
  (who: string, noun: string, said: string) => `It is ${who} who carries the feeling, ${noun}, in ${said}.`,
];
export const NO_FEELINGS = [
  (what: string) => `You name no feeling, so the mood is left to ${what}.`,
  (what: string) => `There is no feeling word in your account; ${what} hold the mood.`,
  (what: string) => `The mood is in ${what} rather than in any word for a feeling.`,
  (what: string) => `You keep your feelings out of the telling, and ${what} fill the gap.`,
  (what: string) => `Nothing in your words names a feeling, so ${what} are where to look for it.`,
  (what: string) => `It is told without a feeling named; ${what} may hint at one.`,
  (what: string) => `No feeling is put into words here; ${what} carry the mood instead.`,
  (what: string) => `You do not say how it felt, which leaves ${what} to speak for the mood.`,
  (what: string) => `The feeling goes unnamed, and ${what} set the tone.`,
  (what: string) => `Without a named feeling, the tone comes from ${what}.`,
  (what: string) => `How it felt you leave unsaid; ${what} may say it for you.`,
];

/** The pictured things (not people) and the people, in the dream's words. */
