/**
 * Well-known place names (countries, their peoples' regions, large cities, US states, the UK's
 * cities and counties), lower case: a capitalised word among them is a place, never a character
 * ("Lisbon was beautiful", "Leeds came into view"). One word each; the second word of a two-word
 * place ("New York", "Hong Kong") is enough to tell it. Places that are also given names (Georgia,
 * Jordan, Florence, Sydney, Paris…) are left out: the sentence tells those apart.
 */
const words = (text: string) => new Set(text.trim().split(/\s+/));

export const PLACE_NAMES = words(`
  afghanistan albania algeria andorra angola argentina armenia australia austria azerbaijan bahamas
  bahrain bangladesh barbados belarus belgium belize benin bhutan bolivia bosnia botswana brazil brunei
  bulgaria burundi cambodia cameroon canada  chile china colombia congo croatia cuba cyprus czechia
  denmark djibouti dominica ecuador egypt eritrea estonia eswatini ethiopia fiji finland france gabon
  gambia  germany ghana greece grenada guatemala guinea guyana haiti honduras hungary iceland 
  indonesia iran iraq ireland israel italy jamaica japan  kazakhstan kenya kiribati kosovo kuwait
  kyrgyzstan laos latvia lebanon lesotho liberia libya liechtenstein lithuania luxembourg madagascar
  malawi malaysia maldives mali malta mauritania mauritius mexico moldova monaco mongolia montenegro
  morocco mozambique myanmar namibia nauru nepal netherlands holland nicaragua niger nigeria macedonia
  norway oman pakistan palau palestine panama paraguay peru philippines poland portugal qatar romania
  russia rwanda samoa senegal serbia seychelles singapore slovakia slovenia somalia spain lanka sudan
  suriname sweden switzerland syria taiwan tajikistan tanzania thailand togo tonga trinidad tunisia turkey
  turkmenistan tuvalu uganda ukraine uruguay uzbekistan vanuatu venezuela vietnam yemen zambia zimbabwe
  england scotland wales britain europe africa asia america antarctica arctic atlantic pacific caribbean
  mediterranean scandinavia siberia sahara alps himalayas andes balkans
  london  berlin madrid rome lisbon dublin amsterdam brussels vienna prague budapest warsaw athens
  istanbul moscow stockholm oslo copenhagen helsinki reykjavik zurich geneva milan venice  naples
  barcelona seville valencia porto marseille lyon  munich hamburg frankfurt cologne krakow bucharest
  sofia belgrade zagreb kyiv kiev tokyo kyoto osaka seoul beijing shanghai kong bangkok hanoi manila
  jakarta delhi mumbai bombay kolkata chennai karachi lahore dhaka kathmandu tehran baghdad dubai doha
  riyadh jerusalem beirut damascus cairo lagos nairobi accra johannesburg  casablanca marrakech tunis
   melbourne brisbane perth auckland wellington toronto montreal vancouver ottawa york chicago
  boston seattle angeles francisco vegas miami orlando houston   atlanta detroit denver
   philadelphia  brooklyn manhattan  havana lima bogota santiago aires caracas
  rio paulo mexico quito herat kabul aleppo utrecht rotterdam hague antwerp bruges malaga ibiza majorca
  tenerife lanzarote crete corfu rhodes benidorm algarve provence tuscany bavaria normandy brittany
  alabama alaska arizona arkansas california colorado connecticut delaware florida hawaii idaho illinois
  indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi
  missouri montana nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah vermont
   wisconsin wyoming  dakota hampshire 
  leeds manchester liverpool birmingham glasgow edinburgh cardiff belfast bristol sheffield newcastle
  nottingham leicester coventry bradford  york oxford cambridge brighton southampton portsmouth
  plymouth exeter  norwich ipswich  swindon swansea aberdeen dundee inverness  stoke
  wolverhampton sunderland middlesbrough blackpool  bolton wigan huddersfield harrogate durham
  carlisle   shrewsbury worcester gloucester cheltenham salisbury canterbury dover
  margate hastings eastbourne bournemouth torquay penzance cornwall  dorset somerset  essex
  sussex surrey yorkshire lancashire cumbria northumberland norfolk suffolk wiltshire cotswolds
  snowdonia hebrides orkney shetland heathrow gatwick stansted luton wembley hackney camden soho
  brixton peckham croydon dundalk cork galway limerick  ely
`);
