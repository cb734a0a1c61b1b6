/** Minimal files of each kind the attachment checks know (sniff.test.ts, attachments.test.ts) */
export const samples = {
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('\0\0\0\rIHDR')]),
  pdf: Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n'),
  doc: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
  docx: zip([
    ['[Content_Types].xml', '<Types/>'],
    ['word/document.xml', '<w:document/>'],
  ]),
  odt: zip([
    ['mimetype', 'application/vnd.oasis.opendocument.text'],
    ['content.xml', '<office:document-content/>'],
  ]),
  ods: zip([['mimetype', 'application/vnd.oasis.opendocument.spreadsheet']]),
  otherZip: zip([['readme.txt', 'hello']]),
  csv: Buffer.from('nimi;päivä\nVeeti;1.8.2026\r\n', 'utf8'),
  mp3: Buffer.concat([Buffer.from('ID3\x04\x00\x00', 'latin1'), Buffer.alloc(10)]),
  mp3Frame: Buffer.from([0xff, 0xfb, 0x90, 0x64, 0x00, 0x00]),
  wav: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WAVEfmt ')]),
  ogg: Buffer.from('OggS\0\x02\0\0', 'latin1'),
  mp4: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42\0\0\0\0isommp42')]),
  m4a: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypM4A \0\0\0\0M4A isom')]),
  mov: Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  \0\0\0\0qt  ')]),
  oldMov: Buffer.concat([
    Buffer.from([0, 0, 0, 0x08]),
    Buffer.from('wide'),
    Buffer.from([0, 0, 0, 0x08]),
    Buffer.from('mdat'),
  ]),
  webm: Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62)]),
}

/** A stored (uncompressed) ZIP archive with a central directory */
export function zip(entries: [string, string][]): Buffer {
  const locals: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const [name, text] of entries) {
    const data = Buffer.from(text)
    const nameBytes = Buffer.from(name)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0, 8) // stored
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(nameBytes.length, 26)
    const header = Buffer.alloc(46)
    header.writeUInt32LE(0x02014b50, 0)
    header.writeUInt32LE(data.length, 20)
    header.writeUInt32LE(data.length, 24)
    header.writeUInt16LE(nameBytes.length, 28)
    header.writeUInt32LE(offset, 42)
    locals.push(local, nameBytes, data)
    central.push(header, nameBytes)
    offset += 30 + nameBytes.length + data.length
  }
  const centralBytes = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(centralBytes.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, centralBytes, end])
}
