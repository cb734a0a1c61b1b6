/**
 * Words and names too common in passwords (the well-known leaked-password lists' top entries,
 * Finnish and Swedish ones, names, places, months, days, the product's own words). A password
 * that is little more than these, keyboard runs, repeats, digits and symbols is refused with
 * PASSWORD_UNACCEPTABLE (password-check.ts). Lower case, separated by spaces.
 */
export const COMMON_PASSWORD_WORDS: readonly string[] = `
abc abcd abcdef abcdefg abcdefgh access admin administrator aino aiti always amanda america andrew
angel angels anna antti apple april arsenal asdf asdfgh asdfghjkl ashley audi august autumn azerty
baby babyboy babygirl bailey banana barcelona baseball basketball batman battery beer berlin best
bestfriend bible black blink blue bmw buster butterfly change changeme charlie cheese chelsea
chocolate christ church citizen coffee computer cookie correct correcthorsebatterystaple corvette
daddy daniel danmark december default devil diamond dollar dragon edcrfv eight elokuu esikoulu
eskari espoo europe evaka eveliina everything facebook faith familia family father february ferrari
finland five flower flowers football forever fortnite four freedom friday friend friends george
ginger god gold golden goodbye google green guest guitar hacker hannah happy harley heaven heinakuu
heinäkuu hello hellothere helmi helmikuu helsinki hevonen hockey honda horse huhtikuu hunter hyva
hyvä iloveu iloveyou instagram internet iphone isa isä jaakiekko january jari jasmine jazz jennifer
jessica jesus jordan joshua joulu joulukuu juha juhannus july june jussi juventus jyvaskyla
jyväskylä jääkiekko kahdeksan kahvi kaisa kaksi kari kesa kesakuu keskiviikko kesä kesäkuu kevat
kevät kiitos killer king kissa knight koira kolme koti kotona koulu kuntalainen kuopio kuusi
kymmenen lahti lapset lapsi lauantai laura letmein letmeinnow liisa link linux liverpool lkjhgfdsa
login lokakuu london lord losenord love lovely loveme lover loveyou lucky luigi lösenord maaliskuu
maanantai madrid maggie magic mama march maria mario marraskuu master matrix matthew matti may
mercedes merlin metal michael michelle microsoft mikko mina minecraft minä mnbvcxz moi moikka monday
money monkey mother mummy music mustang mypass mypassword nelja neljä never newpassword nicole nine
ninja nokia norge nothing november october oldpassword olut one orange oulu p4ssword paivakoti papa
paras paris pass passord passphrase passw passw0rd password passwort pekka pepper perhe perjantai
perkele personal piano pikachu pink pirate poiuytrewq pokemon porsche portal prince princesa
princess prinsessa private punk purple päiväkoti qazwsx qazwsxedc queen qwerty qwertyuiop qwertz
rainbow rakastan rakkaus ranger red rfvtgb riitta robert roblox rock root saab saatana salasana
salasana1 salasanani samantha samsung sanna saturday sauna secret secure security seitseman
seitsemän september seven shadow silver sina sinä sisu six smile sniper soccer soldier something
sonic sophie spiderman spring staple starwars stockholm summer sunday sunnuntai sunny sunshine suomi
superman sverige syksy system syyskuu talvi tammikuu tampere temp temppassword ten terve test tester
testing tgbyhn thomas three thursday tigger tiistai timo token torstai toukokuu toyota trustno
trustnoone tuesday tuomas turku tuula twitter two united user vantaa varhaiskasvatus viisi viking
vikings ville vodka volvo warrior wednesday welcome welcome1 welcometo whatever whiskey white
windows wine winter wizard word wsxedc xswcde yamaha yellow yhdeksan yhdeksän yhnujm yksi youtube
zaq zaqxsw zelda zxcv zxcvbnm äiti
`
  .split(/\s+/)
  .filter((w) => w !== '')
