import sys

from crumb.cli import main

sys.exit(main())
