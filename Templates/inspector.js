const inspector = {{json inspector}};
