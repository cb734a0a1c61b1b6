import { describe, expect, it } from 'vitest'
import { childrenFirst } from './demo-municipality'

describe('childrenFirst (the dev reset deletes in this order)', () => {
  it('puts every table before the tables it references, ignoring references to itself', () => {
    const references = [
      { child: 'guardian', parent: 'person' },
      { child: 'placement', parent: 'person' },
      { child: 'placement', parent: 'unit' },
      { child: 'service_need', parent: 'placement' },
      { child: 'person', parent: 'person' },
    ]
    const order = childrenFirst(['person', 'unit', 'placement', 'service_need', 'guardian'], references)!
    expect(order).toHaveLength(5)
    for (const { child, parent } of references.filter((r) => r.child !== r.parent)) {
      expect(order.indexOf(child), `${child} before ${parent}`).toBeLessThan(order.indexOf(parent))
    }
  })

  it('answers null for tables that reference each other', () => {
    expect(
      childrenFirst(
        ['a', 'b'],
        [
          { child: 'a', parent: 'b' },
          { child: 'b', parent: 'a' },
        ],
      ),
    ).toBeNull()
  })
})
