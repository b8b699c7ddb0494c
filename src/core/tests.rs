// rule tests
