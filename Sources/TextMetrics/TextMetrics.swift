import CHarfBuzz
import TabLayout
